import { Autocomplete, type AutocompleteProps, Badge, Group, Skeleton, Stack, Text } from '@mantine/core';
import { IconBook, IconSearch } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { getCountryOptions } from '../../../shared/ui/country-options.ts';
import { useGetAutocompleteTitlesQuery } from './autocomplete-api.ts';
import { ExampleCard, ExamplePage } from './example-card.tsx';

/** Titles grouped by their first letter, for the grouped example. */
function groupByInitial(titles: string[]) {
  const groups = new Map<string, string[]>();
  for (const title of [...titles].sort()) {
    const initial = title.charAt(0).toUpperCase();
    groups.set(initial, [...(groups.get(initial) ?? []), title]);
  }
  return [...groups].map(([group, items]) => ({ group, items }));
}

/** Auto-complete inputs over the 100 ranked titles of the mock layer, and over local data. */
export function AutoCompletePage() {
  const { data, isLoading, isError } = useGetAutocompleteTitlesQuery();
  const [picked, setPicked] = useState('');
  const titles = useMemo(() => (data?.autoComplete ?? []).map((item) => item.title), [data]);
  const rankOf = useMemo(() => new Map((data?.autoComplete ?? []).map((item) => [item.title, item.rank])), [data]);
  const countries = useMemo(() => getCountryOptions().map((country) => country.label), []);
  const renderRankedOption: AutocompleteProps['renderOption'] = ({ option }) => (
    <Group justify="space-between" wrap="nowrap" w="100%">
      <Text size="sm">{option.value}</Text>
      <Badge variant="light" size="sm">
        #{rankOf.get(option.value)}
      </Badge>
    </Group>
  );
  const placeholder = isLoading ? 'Loading titles…' : 'Type a few letters';
  return (
    <ExamplePage
      title="Auto Complete"
      description="Suggestions while typing: the 100 top-ranked titles come from the demo API, the countries from the browser."
    >
      <ExampleCard
        title="Basic"
        description="Shows matching titles as you type; pick one with the mouse or the arrow keys."
      >
        {isError ? (
          <Text c="red.9" size="sm">
            The titles could not be loaded.
          </Text>
        ) : null}
        <Stack gap="xs">
          <Autocomplete
            label="Book title"
            placeholder={placeholder}
            data={titles}
            leftSection={<IconSearch size={16} />}
            value={picked}
            onChange={setPicked}
            disabled={isLoading}
          />
          <Text size="sm" aria-live="polite">
            {picked && rankOf.has(picked)
              ? `“${picked}” is ranked #${rankOf.get(picked)}.`
              : `${titles.length} titles to search.`}
          </Text>
        </Stack>
      </ExampleCard>
      <ExampleCard title="With rank and limit" description="Each suggestion shows its rank; at most five are offered.">
        <Autocomplete
          label="Ranked title"
          placeholder={placeholder}
          data={titles}
          limit={5}
          renderOption={renderRankedOption}
          leftSection={<IconBook size={16} />}
          disabled={isLoading}
        />
      </ExampleCard>
      <ExampleCard title="Grouped" description="Suggestions grouped by their first letter, in a scrolling list.">
        {isLoading ? (
          <Skeleton height={60} />
        ) : (
          <Autocomplete
            label="Title by letter"
            placeholder="Type a few letters"
            data={groupByInitial(titles)}
            maxDropdownHeight={240}
            clearable
          />
        )}
      </ExampleCard>
      <ExampleCard title="Local data" description="Countries, filtered in the browser; the input can be cleared.">
        <Autocomplete label="Country" placeholder="Start with a country's name" data={countries} limit={8} clearable />
      </ExampleCard>
    </ExamplePage>
  );
}
