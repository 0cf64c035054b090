import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';

/** A search box with its debounced value and a page that starts again at 1 whenever the search changes. */
export function usePagedSearch() {
  const [search, setSearch] = useState('');
  const [debouncedSearch] = useDebouncedValue(search.trim(), 300);
  const [paging, setPaging] = useState({ search: debouncedSearch, page: 1 });
  const page = paging.search === debouncedSearch ? paging.page : 1;
  const setPage = (next: number) => setPaging({ search: debouncedSearch, page: next });
  return { search, setSearch, debouncedSearch, page, setPage };
}
