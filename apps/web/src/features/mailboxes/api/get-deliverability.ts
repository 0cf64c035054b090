import { type DeliverabilityReport, dataReplySchema, deliverabilityReportSchema } from '@leadpilot/contracts';
import type { z } from 'zod';
import { mailboxesApi } from './mailboxes-api.ts';

const deliverabilityReplySchema = dataReplySchema(deliverabilityReportSchema);

const getDeliverabilityApi = mailboxesApi.injectEndpoints({
  endpoints: (build) => ({
    /** The sending domain's MX, SPF, DKIM and DMARC records, each with what to fix. */
    getDeliverability: build.query<DeliverabilityReport, { domain: string; selector?: string }>({
      query: (query) => ({ path: 'v1/organisation/deliverability', query: { ...query } }),
      rawResponseSchema: deliverabilityReplySchema,
      transformResponse: (reply: z.infer<typeof deliverabilityReplySchema>) => reply.data,
    }),
  }),
});

export const { useGetDeliverabilityQuery } = getDeliverabilityApi;
