import { Alert, Card } from '@mantine/core';
import type { ReactNode } from 'react';
import { errorMessageOf } from '../../api/base-query.ts';
import { QueryErrorState } from './query-error-state.tsx';

/** The part of a list query the body reads (an RTK Query result of a page reply). */
interface ListQuery {
  isError: boolean;
  error?: unknown;
  data?: { total: number } | undefined;
  refetch: () => unknown;
}

/**
 * A list's body below its filters: a failed first load with a retry, the empty state when nothing is
 * listed, else the table, each in its card. A failed reload keeps the rows already shown.
 */
export function ListBody({ query, empty, children }: { query: ListQuery; empty: ReactNode; children: ReactNode }) {
  if (query.isError && !query.data) {
    return <QueryErrorState message={errorMessageOf(query.error)} onRetry={() => void query.refetch()} />;
  }
  if (query.data && query.data.total === 0) return <Card>{empty}</Card>;
  return <Card padding={0}>{children}</Card>;
}

/** A refusal of the list's last action, above the list, until dismissed. */
export function ActionErrorAlert({
  message,
  title,
  onDismiss,
}: {
  message: string | null;
  title?: string;
  onDismiss: () => void;
}) {
  if (!message) return null;
  return (
    <Alert
      color="red"
      variant="light"
      role="alert"
      title={title}
      withCloseButton
      closeButtonLabel="Dismiss"
      onClose={onDismiss}
    >
      {message}
    </Alert>
  );
}
