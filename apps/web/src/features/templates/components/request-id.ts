import { errorStatusOf } from '../../../api/server-errors.ts';

/** A fresh id for a call that spends credits, so a retry of the same call is charged once. */
export function newRequestId(): string {
  return crypto.randomUUID();
}

/** A call that got no answer, or a server failure, is retried under the same id; any other outcome is final. */
export function isRetryableFailure(error: unknown): boolean {
  const status = errorStatusOf(error);
  return status === null || status === 0 || status >= 500;
}
