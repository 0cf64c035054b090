import { Loader, Select, type SelectProps } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconUserSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useSearchPreviewPeopleQuery } from '../api/search-preview-people.ts';
import { describePerson, type PreviewPerson, previewPersonOf } from './preview-person.ts';

type PreviewPersonSelectProps = Omit<SelectProps, 'data' | 'value' | 'onChange' | 'searchValue' | 'onSearchChange'> & {
  value: PreviewPerson | null;
  onChange: (person: PreviewPerson | null) => void;
};

/** Picks a prospect by name, title or company from people search (the first 10 matches). */
export function PreviewPersonSelect({ value, onChange, ...props }: PreviewPersonSelectProps) {
  const [search, setSearch] = useState('');
  // While the box shows the chosen person's name, the options are the unfiltered first people.
  const typed = value && search === describePerson(value) ? '' : search.trim();
  const [debounced] = useDebouncedValue(typed, 300);
  const people = useSearchPreviewPeopleQuery(debounced);
  const found = (people.data?.data ?? []).map(previewPersonOf);
  const options = value && !found.some((person) => person.id === value.id) ? [value, ...found] : found;

  return (
    <Select
      {...props}
      searchable
      clearable={props.clearable}
      leftSection={<IconUserSearch size={16} aria-hidden />}
      rightSection={people.isFetching ? <Loader size={14} aria-hidden /> : undefined}
      data={options.map((person) => ({ value: person.id, label: describePerson(person) }))}
      // The server already filtered by the words typed.
      filter={({ options: all }) => all}
      value={value?.id ?? null}
      onChange={(id) => onChange(options.find((person) => person.id === id) ?? null)}
      searchValue={search}
      onSearchChange={setSearch}
      nothingFoundMessage={people.isFetching ? 'Searching…' : 'Nobody matches'}
      comboboxProps={{ shadow: 'md' }}
      maxDropdownHeight={280}
    />
  );
}
