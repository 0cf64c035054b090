import { Group } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import type { useListParams } from '../../../shared/hooks/use-list-params.ts';
import { FilterSearch, FilterSelect } from '../../../shared/ui/list-filters.tsx';
import { useListAdminOrganisationsQuery } from '../api/list-admin-organisations.ts';
import { logKindOptions } from './log-entry-kind.tsx';

/** The log's filters, as the URL names them. */
export const logFilters = ['organisation', 'kind'] as const;
export type LogListParams = ReturnType<typeof useListParams<(typeof logFilters)[number]>>;

/** The most organisations the filter offers at once; typing asks the server for others. */
const organisationOptionCount = 50;

/**
 * Search the reason, recipient, organisation or campaign; filter by organisation (found on the
 * server as you type) and by kind. `organisationName` names the chosen organisation when it is not
 * among those offered (an address opened with it).
 */
export function CommunicationLogFilters({
  list,
  organisationName,
}: {
  list: LogListParams;
  organisationName: string | null;
}) {
  const [organisationSearch, setOrganisationSearch] = useState('');
  const [debouncedOrganisationSearch] = useDebouncedValue(organisationSearch.trim(), 300);
  const organisations = useListAdminOrganisationsQuery({
    q: debouncedOrganisationSearch || undefined,
    page: 1,
    perPage: organisationOptionCount,
  });
  const chosen = list.filterOf('organisation');
  const options = (organisations.data?.data ?? []).map((organisation) => ({
    value: organisation.id,
    label: organisation.name,
  }));
  if (chosen && !options.some((option) => option.value === chosen)) {
    options.unshift({ value: chosen, label: organisationName ?? 'The chosen organisation' });
  }
  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <FilterSearch
        label="Search the log"
        placeholder="Search by reason, recipient, organisation or campaign"
        value={list.search}
        onChange={list.setSearch}
        maxWidth={420}
      />
      <FilterSelect
        label="Organisation"
        placeholder="Every organisation"
        data={options}
        value={chosen}
        onChange={(value) => list.setFilter('organisation', value)}
        searchValue={organisationSearch}
        onSearchChange={setOrganisationSearch}
        filter={({ options: all }) => all}
        searchable
        nothingFoundMessage={organisations.isFetching ? 'Searching…' : 'No organisation matches'}
        width={240}
      />
      <FilterSelect
        label="Kind"
        placeholder="Every kind"
        data={logKindOptions}
        value={list.filterOf('kind')}
        onChange={(value) => list.setFilter('kind', value)}
        width={200}
      />
    </Group>
  );
}
