import { Card, Group, Skeleton, Stack, Title } from '@mantine/core';
import { type ReactNode, useId } from 'react';
import { QueryErrorState } from '../../shared/ui/query-error-state.tsx';

export interface CardQueryState {
  isLoading: boolean;
  isError: boolean;
  refetch: () => unknown;
}

interface CardFrameProps {
  title: string;
  /** Shown beside the title: a period or year selector, a menu. */
  action?: ReactNode;
  /** Height of the body while loading, close to the loaded card's, so the page does not jump. */
  bodyHeight: number;
  query: CardQueryState;
  /** Hides the title visually (the card shows its own heading) but keeps it as the region's name. */
  hasOwnHeading?: boolean;
  children: () => ReactNode;
}

/** A dashboard card as a named region, with a skeleton while loading and a retry on failure. */
export function CardFrame({ title, action, bodyHeight, query, hasOwnHeading = false, children }: CardFrameProps) {
  const titleId = useId();
  return (
    <Card component="section" aria-labelledby={titleId} h="100%" aria-busy={query.isLoading || undefined}>
      {hasOwnHeading ? (
        <span id={titleId} hidden>
          {title}
        </span>
      ) : (
        <Group justify="space-between" align="center" mb="md" wrap="nowrap" gap="sm">
          <Title order={2} fz="lg" id={titleId}>
            {title}
          </Title>
          {action}
        </Group>
      )}
      {query.isLoading ? (
        <Stack gap="sm" h={bodyHeight} justify="flex-end">
          <Skeleton height={18} width="45%" />
          <Skeleton height={bodyHeight - 40} />
        </Stack>
      ) : query.isError ? (
        <QueryErrorState onRetry={() => void query.refetch()} />
      ) : (
        children()
      )}
    </Card>
  );
}

/** Stands in for a card that draws its own frame (a banner) until its data arrives, or offers a retry. */
export function CardPlaceholder({ label, height, query }: { label: string; height: number; query: CardQueryState }) {
  return (
    <Card component="section" aria-label={label} h="100%" mih={height} aria-busy={query.isLoading || undefined}>
      {query.isError ? <QueryErrorState onRetry={() => void query.refetch()} /> : <Skeleton h={height - 48} />}
    </Card>
  );
}
