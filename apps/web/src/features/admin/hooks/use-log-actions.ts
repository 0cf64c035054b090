import type { CommUpdateAction } from '@leadpilot/contracts';
import { useActionRefusal } from '../../../shared/hooks/use-action-refusal.ts';
import { useResolveLogEntryMutation } from '../api/communication-log.ts';

/**
 * Resolves log entries and keeps the server's refusal (already resolved, not unknown any more) to
 * show beside the log. The log refetches through its cache tag.
 */
export function useLogActions() {
  const [resolve, state] = useResolveLogEntryMutation();
  const { error, clearError, attempt } = useActionRefusal('The entry could not be changed. Please try again.');
  return {
    /** Answers whether it worked. */
    run: (action: CommUpdateAction, id: string) => attempt(() => resolve({ id, action }).unwrap()),
    error,
    clearError,
    busyAction: state.isLoading ? (state.originalArgs?.action ?? null) : null,
  };
}
