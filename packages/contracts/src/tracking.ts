import { z } from 'zod';

/** The encrypted token of a tracking address in a campaign message (a click token carries its link, so it can be long). */
export const trackingTokenParamsSchema = z.strictObject({
  token: z
    .string()
    .min(1)
    .max(4096)
    .regex(/^[A-Za-z0-9_.-]+$/, { message: 'This tracking link is not valid.' }),
});
export type TrackingTokenParams = z.infer<typeof trackingTokenParamsSchema>;
