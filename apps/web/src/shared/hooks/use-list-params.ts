import { useDebouncedValue } from '@mantine/hooks';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';

const searchParam = 'q';
const pageParam = 'page';
const searchDelayMilliseconds = 300;

/**
 * A list's search, filters and page kept in the URL, so a reload or a shared link shows the same
 * list. The search box answers at once and writes to the URL once typing pauses; any change of the
 * search or a filter starts again at page 1. The URL entry is replaced, so Back leaves the list.
 */
export function useListParams<Filter extends string>(filters: readonly Filter[]) {
  const [params, setParams] = useSearchParams();
  const [search, setSearch] = useState(() => params.get(searchParam) ?? '');
  const [debouncedSearch] = useDebouncedValue(search.trim(), searchDelayMilliseconds);

  // The router hands a function update the parameters of the last render, so two writes before the
  // next render (the search settling as a filter is chosen) would lose the first: each write starts
  // from the last one instead.
  const latest = useRef(params);
  const delivered = useRef(params);
  if (delivered.current !== params) {
    // The router caught up (or the address changed from elsewhere): start from what it holds now.
    delivered.current = params;
    latest.current = params;
  }
  const write = useCallback(
    (patch: Record<string, string | null>, keepPage = false) => {
      const next = new URLSearchParams(latest.current);
      for (const [key, value] of Object.entries(patch)) {
        if (value) next.set(key, value);
        else next.delete(key);
      }
      if (!keepPage) next.delete(pageParam);
      latest.current = next;
      setParams(next, { replace: true });
    },
    [setParams],
  );

  // Only a change of the typed words writes them: a cleared URL is not written back from an older value.
  const written = useRef(debouncedSearch);
  useEffect(() => {
    if (written.current === debouncedSearch) return;
    written.current = debouncedSearch;
    write({ [searchParam]: debouncedSearch });
  }, [debouncedSearch, write]);

  const query = (params.get(searchParam) ?? '').trim();
  const pageInUrl = Number(params.get(pageParam));
  const page = Number.isInteger(pageInUrl) && pageInUrl >= 1 ? pageInUrl : 1;
  const filterOf = (filter: Filter): string | null => params.get(filter) || null;
  const isFiltered = query !== '' || filters.some((filter) => params.get(filter));

  return {
    /** What the search box shows. */
    search,
    setSearch,
    /** The words in force (in the URL), trimmed; empty for none. */
    query,
    filterOf,
    setFilter: (filter: Filter, value: string | null) => write({ [filter]: value }),
    page,
    setPage: (next: number) => write({ [pageParam]: next > 1 ? String(next) : null }, true),
    isFiltered,
    /** Clears the search and the filters but those named to keep. */
    clear: (keep: readonly Filter[] = []) => {
      setSearch('');
      const cleared = filters.filter((filter) => !keep.includes(filter)).map((filter) => [filter, null]);
      write({ [searchParam]: null, ...Object.fromEntries(cleared) });
    },
    /** The search and filters in force as one string: a selection belongs to it (and to a page). */
    key: [query, ...filters.map((filter) => params.get(filter) ?? '')].join('\n'),
  };
}
