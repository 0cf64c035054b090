import { Center, Loader } from '@mantine/core';
import type { ReactNode } from 'react';
import { QueryErrorState } from '../../../shared/ui/query-error-state.tsx';
import { errorMessage } from '../../shared/ui/error-message.ts';

interface QueryState<Data> {
  data?: Data;
  isLoading: boolean;
  isError: boolean;
  error?: unknown;
  refetch: () => unknown;
}

interface QueryViewProps<Data> {
  query: QueryState<Data>;
  /** What is loading, for screen readers ("Loading the profile"). */
  loadingLabel: string;
  children: (data: Data) => ReactNode;
}

/** A query's three states in one place: a spinner, an error with a retry, or its data. */
export function QueryView<Data>({ query, loadingLabel, children }: QueryViewProps<Data>) {
  if (query.isError) return <QueryErrorState message={errorMessage(query.error)} onRetry={() => query.refetch()} />;
  if (query.isLoading || query.data === undefined) {
    return (
      <Center mih={240}>
        <Loader role="status" aria-label={loadingLabel} />
      </Center>
    );
  }
  return children(query.data);
}
