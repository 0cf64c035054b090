import { useActionRefusal } from '../../../shared/hooks/use-action-refusal.ts';
import {
  useRescheduleUpcomingEmailsMutation,
  useSendUpcomingEmailsNowMutation,
  useSkipUpcomingEmailsMutation,
} from '../api/upcoming-emails.ts';

/** What a person does to scheduled emails. */
export type UpcomingAction = 'send-now' | 'skip' | 'reschedule';

/**
 * Runs the queue's actions and keeps the server's refusal (an email already being sent, a time in
 * the past) to show beside them. The list refetches through the cache tags.
 */
export function useUpcomingActions() {
  const [sendNow, sendNowState] = useSendUpcomingEmailsNowMutation();
  const [skip, skipState] = useSkipUpcomingEmailsMutation();
  const [reschedule, rescheduleState] = useRescheduleUpcomingEmailsMutation();
  const { error, clearError, attempt } = useActionRefusal('The emails could not be changed. Please try again.');

  /** Runs the action on the emails; answers whether it worked (a refusal's message is kept in `error`). */
  const run = (action: UpcomingAction, ids: string[], dueAt?: string): Promise<boolean> =>
    attempt(() => {
      if (action === 'send-now') return sendNow({ ids }).unwrap();
      if (action === 'skip') return skip({ ids }).unwrap();
      return reschedule({ ids, dueAt: dueAt ?? '' }).unwrap();
    });

  return {
    run,
    error,
    clearError,
    busyAction: sendNowState.isLoading
      ? ('send-now' as const)
      : skipState.isLoading
        ? ('skip' as const)
        : rescheduleState.isLoading
          ? ('reschedule' as const)
          : null,
  };
}
