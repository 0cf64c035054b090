import type { z } from 'zod';

/**
 * Checks a request body with its contract's schema and returns the messages keyed by field path
 * (`smtp.password`, `sendingWindow.end`), the same paths the server's `issues` use, so one form
 * shows both in the same place. The first message of each field wins.
 */
export function schemaFieldErrors(schema: z.ZodType, body: unknown): Record<string, string> {
  const parsed = schema.safeParse(body);
  if (parsed.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const path = issue.path.map(String).join('.');
    if (!(path in errors)) errors[path] = issue.message;
  }
  return errors;
}
