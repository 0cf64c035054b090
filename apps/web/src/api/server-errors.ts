import { errorReplySchema } from '@leadpilot/contracts';

/**
 * Field errors from a failed write's `{ message, code, issues? }`, keyed by field path, for
 * `form.setErrors`. The HTTP client already toasts the message; this puts it next to the field.
 */
export function serverFieldErrors(error: unknown): Record<string, string> {
  if (typeof error !== 'object' || error === null || !('body' in error)) return {};
  const parsed = errorReplySchema.safeParse(error.body);
  if (!parsed.success) return {};
  return Object.fromEntries(
    (parsed.data.issues ?? []).filter((issue) => issue.path !== '').map((issue) => [issue.path, issue.message]),
  );
}

/** The HTTP status of a failed call, or null. */
export function errorStatusOf(error: unknown): number | null {
  if (typeof error !== 'object' || error === null || !('status' in error)) return null;
  return typeof error.status === 'number' ? error.status : null;
}
