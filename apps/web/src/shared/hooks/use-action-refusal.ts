import { useState } from 'react';
import { errorMessageOf } from '../../api/base-query.ts';

/**
 * Runs a list's actions and keeps the server's refusal to show beside the list (or in its dialog)
 * until the next attempt or a dismissal. The HTTP client toasts the server's message either way.
 */
export function useActionRefusal(fallback: string) {
  const [error, setError] = useState<string | null>(null);

  /** Runs `work`; answers whether it worked (a refusal's message is kept in `error`). */
  const attempt = async (work: () => Promise<unknown>): Promise<boolean> => {
    setError(null);
    try {
      await work();
      return true;
    } catch (failure) {
      setError(errorMessageOf(failure) ?? fallback);
      return false;
    }
  };

  return { error, clearError: () => setError(null), attempt };
}
