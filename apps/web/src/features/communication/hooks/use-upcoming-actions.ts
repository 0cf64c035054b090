import { useState } from 'react';
import { errorMessageOf } from '../../../api/base-query.ts';
import {
  useRescheduleUpcomingEmailsMutation,
  useSendUpcomingEmailsNowMutation,
  useSkipUpcomingEmailsMutation,
} from '../api/upcoming-emails.ts';

/** What a person does to scheduled emails. */
export type UpcomingAction = 'send-now' | 'skip' | 'reschedule';

/**
 * Runs the queue's actions and keeps the server's refusal (an email already being sent, a time in
 * the past) to show beside them. The HTTP client toasts the server's message either way; the list
 * refetches through the cache tags.
 */
export function useUpcomingActions() {
  const [sendNow, sendNowState] = useSendUpcomingEmailsNowMutation();
  const [skip, skipState] = useSkipUpcomingEmailsMutation();
  const [reschedule, rescheduleState] = useRescheduleUpcomingEmailsMutation();
  const [error, setError] = useState<string | null>(null);

  /** Runs the action on the emails; answers whether it worked (a refusal's message is kept in `error`). */
  const run = async (action: UpcomingAction, ids: string[], dueAt?: string): Promise<boolean> => {
    setError(null);
    try {
      if (action === 'send-now') await sendNow({ ids }).unwrap();
      else if (action === 'skip') await skip({ ids }).unwrap();
      else await reschedule({ ids, dueAt: dueAt ?? '' }).unwrap();
      return true;
    } catch (failure) {
      setError(errorMessageOf(failure) ?? 'The emails could not be changed. Please try again.');
      return false;
    }
  };

  return {
    run,
    error,
    clearError: () => setError(null),
    busyAction: sendNowState.isLoading
      ? ('send-now' as const)
      : skipState.isLoading
        ? ('skip' as const)
        : rescheduleState.isLoading
          ? ('reschedule' as const)
          : null,
  };
}
