import { Box, Button, Card, Drawer, Group, Stack } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { useId, useRef } from 'react';
import { errorMessageOf } from '../../../api/base-query.ts';
import { QueryErrorState } from '../../../shared/ui/query-error-state.tsx';
import { useSearchPeopleQuery } from '../api/search-people.ts';
import { countActiveFilters, toSearchBody } from '../hooks/people-search-state.ts';
import { useCursorPages } from '../hooks/use-cursor-pages.ts';
import { usePeopleFilterOptions } from '../hooks/use-people-filter-options.ts';
import { usePeopleSearchParams } from '../hooks/use-people-search-params.ts';
import { useSelection } from '../hooks/use-selection.ts';
import { FiltersButton } from './filters-button.tsx';
import { KeysetPager } from './keyset-pager.tsx';
import { PeopleEmptyState } from './people-empty-state.tsx';
import { PeopleFilterPanel } from './people-filter-panel.tsx';
import { PeopleResultsHeader } from './people-results-header.tsx';
import { PeopleTable } from './people-table.tsx';

const perPage = 25;

/** People search: filters beside (or, on phones, in a drawer over) a keyset-paged table of people. */
export function PeopleSearchPage() {
  const { state, update, clear } = usePeopleSearchParams();
  const filterOptions = usePeopleFilterOptions();
  const { isIntentLocked } = filterOptions;
  const isWide = useMediaQuery('(min-width: 62em)', true, { getInitialValueInEffect: false });
  const [isDrawerOpen, drawer] = useDisclosure(false);
  const [isPanelShown, panelToggle] = useDisclosure(true);
  const panelId = useId();

  const firstPage = toSearchBody(state, { isIntentAllowed: !isIntentLocked, cursor: undefined, perPage });
  const pages = useCursorPages();
  const body = { ...firstPage, cursor: pages.cursor };
  // Until the plan is known an intent filter may not be allowed: wait rather than be refused.
  const isWaitingForPlan = !filterOptions.isIntentAccessKnown && state.intentTopics.length > 0;
  const search = useSearchPeopleQuery(body, { skip: isWaitingForPlan });
  const selection = useSelection(JSON.stringify(body));

  const resultsRef = useRef<HTMLDivElement>(null);
  const showPage = (move: () => void) => {
    move();
    resultsRef.current?.scrollIntoView({ block: 'start', behavior: 'smooth' });
  };

  const activeCount = countActiveFilters(state, !isIntentLocked);
  const rows = search.currentData?.data ?? (search.isFetching ? (search.data?.data ?? null) : null);
  const total = search.currentData?.total ?? search.data?.total ?? null;

  const panel = (
    <PeopleFilterPanel
      state={state}
      onChange={update}
      onClear={clear}
      activeCount={activeCount}
      facets={search.data?.facets ?? null}
      knownValues={filterOptions.knownValues}
      intentTopics={filterOptions.intentTopics}
      isIntentLocked={isIntentLocked}
      intentLockedMessage={filterOptions.intentLockedMessage}
    />
  );

  const filtersButton = isWide ? (
    <FiltersButton
      activeCount={activeCount}
      onClick={panelToggle.toggle}
      isExpanded={isPanelShown}
      controls={panelId}
    />
  ) : (
    <FiltersButton activeCount={activeCount} onClick={drawer.open} />
  );

  return (
    <Group align="flex-start" gap="xl" wrap="nowrap">
      {isWide ? (
        <Box
          component="aside"
          aria-label="Filters"
          id={panelId}
          w={280}
          hidden={!isPanelShown}
          style={{ flexShrink: 0 }}
        >
          <Card padding="md">{panel}</Card>
        </Box>
      ) : (
        <Drawer opened={isDrawerOpen} onClose={drawer.close} title="Filters" size="min(100%, 380px)">
          <Stack gap="md">
            {panel}
            <Button onClick={drawer.close}>Show results</Button>
          </Stack>
        </Drawer>
      )}
      <Stack gap="md" style={{ flex: 1, minWidth: 0, scrollMarginTop: 76 }} ref={resultsRef}>
        <PeopleResultsHeader
          total={total}
          sort={state.sort}
          onSortChange={(sort) => update({ sort })}
          selectedIds={selection.ids}
          onSaved={selection.clear}
          filtersButton={filtersButton}
        />
        {search.isError && !search.isFetching ? (
          <QueryErrorState message={errorMessageOf(search.error)} onRetry={() => void search.refetch()} />
        ) : rows && rows.length === 0 && !search.isFetching ? (
          <Card>
            <PeopleEmptyState isFiltered={activeCount > 0} onClearFilters={clear} />
          </Card>
        ) : (
          <Card padding={0}>
            <PeopleTable
              people={rows}
              isFetching={search.isFetching}
              label="Search results"
              backLabel="Back to search results"
              selectedIds={selection.ids}
              onToggle={selection.toggle}
              onSelectAll={selection.setAll}
            />
          </Card>
        )}
        <KeysetPager
          pageNumber={pages.pageNumber}
          hasPrevious={pages.hasPrevious}
          hasNext={Boolean(search.currentData?.nextCursor)}
          isLoading={search.isFetching}
          onPrevious={() => showPage(pages.goPrevious)}
          onNext={() => {
            const next = search.currentData?.nextCursor;
            if (next) showPage(() => pages.goNext(next));
          }}
        />
      </Stack>
    </Group>
  );
}
