import { z } from 'zod';

/** Where a person page's "back" link leads: the search or list the person was opened from. */
export const backLinkStateSchema = z.object({ backTo: z.string().startsWith('/'), backLabel: z.string() });
export type BackLinkState = z.infer<typeof backLinkStateSchema>;

export const defaultBackLink: BackLinkState = { backTo: '/prospects', backLabel: 'Back to people search' };

/** The back link carried in the location state, or the search page. */
export function readBackLink(state: unknown): BackLinkState {
  const parsed = backLinkStateSchema.safeParse(state);
  return parsed.success ? parsed.data : defaultBackLink;
}
