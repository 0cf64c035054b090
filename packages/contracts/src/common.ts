import { z } from 'zod';

/** Body of every error reply: the web shows `message` as a toast. */
export const errorReplySchema = z.object({
  message: z.string(),
  code: z.string(),
  issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});
export type ErrorReply = z.infer<typeof errorReplySchema>;

/** Successful writes answer `{ message, data }`; the web shows `message` as a success toast. */
export function messageReplySchema<T extends z.ZodType>(data: T) {
  return z.object({ message: z.string(), data });
}

/** Reads answer `{ data }`. */
export function dataReplySchema<T extends z.ZodType>(data: T) {
  return z.object({ data });
}

export const maxPerPage = 100;

/** Page query shared by every list: page from 1, perPage capped. */
export const pageQuerySchema = z.object({
  q: z.string().trim().max(200).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  perPage: z.coerce.number().int().min(1).max(maxPerPage).default(10),
});
export type PageQuery = z.infer<typeof pageQuerySchema>;

export function pageReplySchema<T extends z.ZodType>(item: T) {
  return z.object({
    data: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    perPage: z.number().int(),
  });
}

export const idSchema = z.uuid();
export const timestampSchema = z.string().describe('ISO 8601 date-time in UTC');

/** Trimmed text with a length cap, for names and titles. */
export function textField(max: number) {
  return z.string().trim().max(max);
}

export const emailField = z
  .string()
  .trim()
  .max(254)
  .pipe(z.email({ message: 'Enter a valid email address' }))
  .transform((value) => value.toLowerCase());
