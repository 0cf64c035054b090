import type { z } from 'zod';
import { api } from '../../api/api-slice.ts';
import type { appConfigReplySchema } from '../../api/deferred-schemas.ts';
import { deferredSchema } from '../../api/schema-loader.ts';

type AppConfigReply = z.infer<typeof appConfigReplySchema>;
export type AppConfig = AppConfigReply['data'];

const getAppConfigApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The server's public settings (product analytics key and host, payments). */
    getAppConfig: build.query<AppConfig, void>({
      query: () => ({ path: 'v1/app-config' }),
      rawResponseSchema: deferredSchema((schemas) => schemas.appConfigReplySchema),
      transformResponse: (reply: AppConfigReply) => reply.data,
      keepUnusedDataFor: Number.POSITIVE_INFINITY,
    }),
  }),
});

export const { useGetAppConfigQuery } = getAppConfigApi;
