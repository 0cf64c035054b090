import type { FormErrors } from '@mantine/form';
import type { z } from 'zod';

/**
 * A zod schema's findings as @mantine/form errors (`{ "field.path": message }`), first message per
 * field. @mantine/form's own `schemaResolver` does the same through Standard Schema; this one also
 * lets a page check one step's schema against the whole form's values.
 */
export function zodErrors(schema: z.ZodType, values: unknown): FormErrors {
  const result = schema.safeParse(values);
  if (result.success) return {};
  const errors: FormErrors = {};
  for (const issue of result.error.issues) {
    const path = issue.path.map(String).join('.');
    if (!(path in errors)) errors[path] = issue.message;
  }
  return errors;
}
