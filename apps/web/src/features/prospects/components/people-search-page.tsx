import { peopleSearchMaxPage } from '@leadpilot/contracts';
import { Box, Button, Card, Drawer, Group, Stack, Text } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { useId, useRef } from 'react';
import { errorMessageOf } from '../../../api/base-query.ts';
import { QueryErrorState } from '../../../shared/ui/query-error-state.tsx';
import { useGetSearchSelectionQuery } from '../api/get-search-selection.ts';
import { useSearchPeopleQuery } from '../api/search-people.ts';
import { countActiveFilters, toSearchBody } from '../hooks/people-search-state.ts';
import { usePageNumber } from '../hooks/use-page-number.ts';
import { usePeopleFilterOptions } from '../hooks/use-people-filter-options.ts';
import { usePeopleSearchParams } from '../hooks/use-people-search-params.ts';
import { useScrollMemory } from '../hooks/use-scroll-memory.ts';
import { useSelection } from '../hooks/use-selection.ts';
import { FiltersButton } from './filters-button.tsx';
import { PeopleEmptyState } from './people-empty-state.tsx';
import { PeopleFilterPanel } from './people-filter-panel.tsx';
import { PeopleResultsHeader } from './people-results-header.tsx';
import { PeopleTable } from './people-table.tsx';
import { ResultsPager } from './results-pager.tsx';
import { SelectAllBanner } from './select-all-banner.tsx';

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

  const { pageNumber, goTo } = usePageNumber();
  const body = toSearchBody(state, { isIntentAllowed: !isIntentLocked, page: pageNumber, perPage });
  // Until the plan is known an intent filter may not be allowed: wait rather than be refused.
  const isWaitingForPlan = !filterOptions.isIntentAccessKnown && state.intentTopics.length > 0;
  const search = useSearchPeopleQuery(body, { skip: isWaitingForPlan });
  const selection = useSelection(JSON.stringify(body));
  const { page: _page, cursor: _cursor, perPage: _perPage, includeFacets: _facets, ...searchOnly } = body;
  const wholeSearch = useGetSearchSelectionQuery(searchOnly, { skip: !selection.isWholeSearch });

  const resultsRef = useRef<HTMLDivElement>(null);
  const showPage = (page: number) => {
    goTo(page);
    resultsRef.current?.scrollIntoView({ block: 'start', behavior: 'smooth' });
  };

  const activeCount = countActiveFilters(state, !isIntentLocked);
  const rows = search.currentData?.data ?? (search.isFetching ? (search.data?.data ?? null) : null);
  const total = search.currentData?.total ?? search.data?.total ?? null;
  useScrollMemory(Boolean(search.currentData));
  const maxPage = peopleSearchMaxPage(perPage);
  const resultPages = total ? Math.ceil(total.value / perPage) : pageNumber;
  const pageCount = Math.min(resultPages, maxPage);
  const isPageSelected = rows !== null && rows.length > 0 && rows.every((row) => selection.ids.includes(row.id));
  const hasMoreResults = total !== null && rows !== null && total.value > rows.length;
  const isPastLastPage = pageNumber > 1 && rows !== null && rows.length === 0 && !search.isFetching;

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
    <Group align="flex-start" gap="lg" wrap="nowrap">
      {isWide ? (
        <Box
          component="aside"
          aria-label="Filters"
          id={panelId}
          w={250}
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
          wholeSearch={
            selection.isWholeSearch ? { body: searchOnly, count: wholeSearch.currentData?.count ?? null } : null
          }
          onSaved={selection.clear}
          filtersButton={filtersButton}
        />
        {total && rows && (selection.isWholeSearch || (isPageSelected && hasMoreResults)) ? (
          <SelectAllBanner
            pageCount={rows.length}
            total={total}
            search={searchOnly}
            isWholeSearch={selection.isWholeSearch}
            onSelectWholeSearch={selection.selectWholeSearch}
            onClear={selection.clear}
          />
        ) : null}
        {search.isError && !search.isFetching ? (
          <QueryErrorState message={errorMessageOf(search.error)} onRetry={() => void search.refetch()} />
        ) : isPastLastPage ? (
          <Card>
            <Stack gap="sm" align="flex-start">
              <Text>
                Page {pageNumber} is past the last page of this search ({Math.max(pageCount, 1)}).
              </Text>
              <Button variant="default" onClick={() => showPage(Math.max(pageCount, 1))}>
                Go to the last page
              </Button>
            </Stack>
          </Card>
        ) : rows && rows.length === 0 && !search.isFetching ? (
          <Card>
            <PeopleEmptyState isFiltered={activeCount > 0} onClearFilters={clear} />
          </Card>
        ) : (
          <PeopleTable
            people={rows}
            isFetching={search.isFetching}
            label="Search results"
            backLabel="Back to search results"
            selectedIds={selection.ids}
            onToggle={selection.toggle}
            onSelectAll={selection.setAll}
          />
        )}
        <ResultsPager
          pageNumber={pageNumber}
          pageCount={pageCount}
          isCapped={resultPages > maxPage}
          isLoading={search.isFetching}
          onChange={showPage}
        />
      </Stack>
    </Group>
  );
}
