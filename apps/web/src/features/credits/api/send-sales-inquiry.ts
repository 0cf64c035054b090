import { idSchema, messageReplySchema, type SalesInquiryBody } from '@leadpilot/contracts';
import { z } from 'zod';
import { api } from '../../../api/api-slice.ts';

const salesInquiryReplySchema = messageReplySchema(z.object({ id: idSchema }));

const sendSalesInquiryApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Enterprise "talk to sales" (public: works signed in or not). */
    sendSalesInquiry: build.mutation<{ id: string }, SalesInquiryBody>({
      query: (body) => ({ path: 'v1/public/sales-inquiry', method: 'POST', body }),
      rawResponseSchema: salesInquiryReplySchema,
      transformResponse: (reply: z.infer<typeof salesInquiryReplySchema>) => reply.data,
    }),
  }),
});

export const { useSendSalesInquiryMutation } = sendSalesInquiryApi;
