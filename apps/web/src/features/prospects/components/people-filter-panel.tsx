import { Button, Stack, Switch, TagsInput } from '@mantine/core';
import { IconFilterOff } from '@tabler/icons-react';
import type { PeopleSearchState } from '../hooks/people-search-state.ts';
import { FacetMultiSelect } from './facet-multi-select.tsx';
import { choiceFilters, type Facets, type KnownValues, optionsFor } from './filter-options.ts';
import { IntentFilterSection } from './intent-filter-section.tsx';
import { KeywordFilter } from './keyword-filter.tsx';

interface PeopleFilterPanelProps {
  state: PeopleSearchState;
  onChange: (patch: Partial<PeopleSearchState>) => void;
  onClear: () => void;
  activeCount: number;
  /** Facet counts of the last search. */
  facets: Facets;
  /** Values of the open lists (industries, countries, technologies) the data holds, when known. */
  knownValues: KnownValues;
  intentTopics: string[];
  isIntentLocked: boolean;
  /** Why intent filters are locked, from the server. */
  intentLockedMessage: string;
}

/** Every people filter, top to bottom; the same panel sits beside the results or in the phone drawer. */
export function PeopleFilterPanel({
  state,
  onChange,
  onClear,
  activeCount,
  facets,
  knownValues,
  intentTopics,
  isIntentLocked,
  intentLockedMessage,
}: PeopleFilterPanelProps) {
  return (
    <Stack gap="md">
      <KeywordFilter value={state.q} onCommit={(q) => onChange({ q })} />
      <TagsInput
        label="Job titles"
        placeholder={state.titles.length === 0 ? 'Type a title and press Enter' : undefined}
        description="People whose title contains any of these"
        value={state.titles}
        onChange={(titles) =>
          onChange({
            titles: titles
              .map((title) => title.trim())
              .filter(Boolean)
              .slice(0, 50),
          })
        }
        clearable
        acceptValueOnBlur
        splitChars={[',']}
      />
      {choiceFilters.map((filter) => (
        <FacetMultiSelect
          key={filter.key}
          label={filter.label}
          placeholder={filter.placeholder}
          options={optionsFor(filter, facets, state[filter.key], knownValues)}
          value={state[filter.key]}
          onChange={(values) => onChange({ [filter.key]: values })}
        />
      ))}
      <Switch
        label="Verified emails only"
        checked={state.emailVerifiedOnly}
        onChange={(event) => onChange({ emailVerifiedOnly: event.currentTarget.checked })}
      />
      <Switch
        label="Has phone"
        checked={state.hasPhone}
        onChange={(event) => onChange({ hasPhone: event.currentTarget.checked })}
      />
      <Switch
        label="Hide CRM customers"
        description="People your connected CRM holds as customers"
        checked={state.excludeCustomers}
        onChange={(event) => onChange({ excludeCustomers: event.currentTarget.checked })}
      />
      <IntentFilterSection
        isLocked={isIntentLocked}
        lockedMessage={intentLockedMessage}
        topicOptions={intentTopics}
        topics={state.intentTopics}
        minScore={state.intentMinScore}
        onTopicsChange={(topics) => onChange({ intentTopics: topics })}
        onMinScoreChange={(intentMinScore) => onChange({ intentMinScore })}
      />
      <Button
        variant="light"
        leftSection={<IconFilterOff size={16} aria-hidden />}
        onClick={onClear}
        disabled={activeCount === 0}
      >
        Clear all filters
      </Button>
    </Stack>
  );
}
