import { z } from 'zod';

// Apart from credits.ts: every page loads the app config at start, and this module keeps the
// credit schemas out of the first bundle (zod schemas are kept whole once their module is loaded).

/** Public settings the web needs to offer payments (part of `GET /api/v1/app-config`). */
export const paymentsConfigSchema = z.object({
  isEnabled: z.boolean(),
  keyId: z.string().nullable(),
  checkoutScriptUrl: z.string().nullable(),
  isTestPurchaseEnabled: z.boolean(),
});
export type PaymentsConfig = z.infer<typeof paymentsConfigSchema>;
