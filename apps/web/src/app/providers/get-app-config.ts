import { paymentsConfigSchema } from '@leadpilot/contracts';
import { z } from 'zod';
import { api } from '../../api/api-slice.ts';

const appConfigReplySchema = z.object({
  data: z.object({
    appName: z.string(),
    posthogKey: z.string().nullable(),
    posthogHost: z.string().nullable(),
    /** Absent on a server that does not offer payments yet: treated as not configured. */
    payments: paymentsConfigSchema.optional(),
  }),
});
export type AppConfig = z.infer<typeof appConfigReplySchema>['data'];

const getAppConfigApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The server's public settings (product analytics key and host, payments). */
    getAppConfig: build.query<AppConfig, void>({
      query: () => ({ path: 'v1/app-config' }),
      rawResponseSchema: appConfigReplySchema,
      transformResponse: (reply: z.infer<typeof appConfigReplySchema>) => reply.data,
      keepUnusedDataFor: Number.POSITIVE_INFINITY,
    }),
  }),
});

export const { useGetAppConfigQuery } = getAppConfigApi;
