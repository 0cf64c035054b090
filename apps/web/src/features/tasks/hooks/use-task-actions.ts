import { useActionRefusal } from '../../../shared/hooks/use-action-refusal.ts';
import { useCompleteTasksMutation, useSkipTasksMutation } from '../api/tasks-api.ts';

/** What a person does with open tasks. */
export type TaskAction = 'complete' | 'skip';

/**
 * Marks tasks done or skips them and keeps the server's refusal to show beside the list. The list
 * refetches through the cache tag.
 */
export function useTaskActions() {
  const [complete, completeState] = useCompleteTasksMutation();
  const [skip, skipState] = useSkipTasksMutation();
  const { error, clearError, attempt } = useActionRefusal('The tasks could not be changed. Please try again.');
  return {
    /** Answers whether it worked. */
    run: (action: TaskAction, ids: string[]) =>
      attempt(() => (action === 'complete' ? complete({ ids }) : skip({ ids })).unwrap()),
    error,
    clearError,
    busyAction: completeState.isLoading ? ('complete' as const) : skipState.isLoading ? ('skip' as const) : null,
  };
}
