import { useState } from 'react';
import { errorMessageOf } from '../../../api/base-query.ts';
import { useCompleteTasksMutation, useSkipTasksMutation } from '../api/tasks-api.ts';

/** What a person does with open tasks. */
export type TaskAction = 'complete' | 'skip';

/**
 * Marks tasks done or skips them and keeps the server's refusal to show beside the list. The HTTP
 * client toasts the server's message either way; the list refetches through the cache tag.
 */
export function useTaskActions() {
  const [complete, completeState] = useCompleteTasksMutation();
  const [skip, skipState] = useSkipTasksMutation();
  const [error, setError] = useState<string | null>(null);

  /** Answers whether it worked (a refusal's message is kept in `error`). */
  const run = async (action: TaskAction, ids: string[]): Promise<boolean> => {
    setError(null);
    try {
      if (action === 'complete') await complete({ ids }).unwrap();
      else await skip({ ids }).unwrap();
      return true;
    } catch (failure) {
      setError(errorMessageOf(failure) ?? 'The tasks could not be changed. Please try again.');
      return false;
    }
  };

  return {
    run,
    error,
    clearError: () => setError(null),
    busyAction: completeState.isLoading ? ('complete' as const) : skipState.isLoading ? ('skip' as const) : null,
  };
}
