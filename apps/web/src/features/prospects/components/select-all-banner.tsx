import { freeRevealReason, peopleSelectionLimit, type SearchSelectionBody } from '@leadpilot/contracts';
import { Alert, Anchor, Button, Group, Loader, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { errorMessageOf } from '../../../api/base-query.ts';
import { useGetSearchSelectionQuery } from '../api/get-search-selection.ts';
import { useRevealSearchMutation } from '../api/reveal-search.ts';
import { formatCount } from './format-count.ts';
import { RevealPeopleModal } from './reveal-people-modal.tsx';

interface SelectAllBannerProps {
  /** Rows on this page, all selected. */
  pageCount: number;
  total: { value: number; isExact: boolean };
  search: SearchSelectionBody;
  isWholeSearch: boolean;
  onSelectWholeSearch: () => void;
  onClear: () => void;
}

const credits = (count: number) => `${formatCount(count)} ${count === 1 ? 'credit' : 'credits'}`;

/**
 * Gmail's pattern: once a page is selected, offer every result of the search, with its count and cost;
 * once it is, offer to reveal them all (a dialog confirms the cost first).
 */
export function SelectAllBanner({
  pageCount,
  total,
  search,
  isWholeSearch,
  onSelectWholeSearch,
  onClear,
}: SelectAllBannerProps) {
  const selection = useGetSearchSelectionQuery(search, { skip: !isWholeSearch });
  const [revealSearch] = useRevealSearchMutation();
  const [isRevealOpen, reveal] = useDisclosure(false);
  if (!isWholeSearch) {
    const results = total.isExact ? formatCount(total.value) : `about ${formatCount(total.value)}`;
    return (
      <Alert variant="light" color="blue" p="xs" role="status">
        <Group gap="xs" justify="center" wrap="wrap">
          <Text size="sm">All {formatCount(pageCount)} on this page are selected.</Text>
          <Anchor component="button" type="button" size="sm" fw={600} onClick={onSelectWholeSearch}>
            Select all {results} results
          </Anchor>
        </Group>
      </Alert>
    );
  }
  const data = selection.currentData;
  return (
    <Alert variant="light" color="blue" p="xs" role="status" aria-busy={!data}>
      <Group gap="xs" justify="center" wrap="wrap">
        {data ? (
          <Text size="sm" ta="center">
            {data.isCapped
              ? `The first ${formatCount(data.count)} results are selected (a selection takes at most ${formatCount(peopleSelectionLimit)}).`
              : `All ${formatCount(data.count)} results are selected.`}{' '}
            {data.unrevealedCount === 0
              ? 'Everyone is already revealed.'
              : `Revealing them would cost ${credits(data.revealCredits)}` +
                (data.revealCredits < data.unrevealedCount
                  ? ` (${formatCount(data.unrevealedCount - data.revealCredits)} free: ${freeRevealReason.charAt(0).toLowerCase()}${freeRevealReason.slice(1, -1)}).`
                  : '.') +
                (data.unrevealedCount < data.count
                  ? ` ${formatCount(data.count - data.unrevealedCount)} already revealed cost nothing.`
                  : '')}
          </Text>
        ) : selection.isError ? (
          <Text size="sm" c="red">
            {errorMessageOf(selection.error)}
          </Text>
        ) : (
          <Group gap="xs">
            <Loader size="xs" />
            <Text size="sm">Counting the results and their cost…</Text>
          </Group>
        )}
        {data && data.unrevealedCount > 0 ? (
          <Button size="compact-sm" onClick={reveal.open}>
            Reveal all
          </Button>
        ) : null}
        <Anchor component="button" type="button" size="sm" fw={600} onClick={onClear}>
          Clear selection
        </Anchor>
      </Group>
      {data ? (
        <RevealPeopleModal
          title={`Reveal ${data.isCapped ? `the first ${formatCount(data.count)}` : `all ${formatCount(data.count)}`} results?`}
          scope="in this selection"
          toReveal={data.unrevealedCount}
          cost={data.revealCredits}
          opened={isRevealOpen}
          onClose={reveal.close}
          onReveal={(expectedCredits) => revealSearch({ search, expectedCredits }).unwrap()}
          onCostChanged={() => void selection.refetch()}
          testIdPrefix="reveal-search"
        />
      ) : null}
    </Alert>
  );
}
