import { useCallback, useState } from 'react';
import { errorMessage } from '../../shared/ui/error-message.ts';

interface SubmitFeedback {
  error: string | null;
  success: string | null;
  /** Runs a call, keeping its refusal's message or the success text it returns (null: none to show). */
  run: (call: () => Promise<string | null>) => Promise<void>;
}

/** The outcome of a form's last submission, for `FormFeedback`. */
export function useSubmitFeedback(fallbackError = 'That did not work. Try again.'): SubmitFeedback {
  const [error, setError] = useState<string | null>(null);
  const [success, setSuccess] = useState<string | null>(null);
  const run = useCallback(
    async (call: () => Promise<string | null>) => {
      setError(null);
      setSuccess(null);
      try {
        setSuccess(await call());
      } catch (failure) {
        setError(errorMessage(failure) ?? fallbackError);
      }
    },
    [fallbackError],
  );
  return { error, success, run };
}
