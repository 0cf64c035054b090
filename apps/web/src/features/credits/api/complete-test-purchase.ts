import { type CreateOrderBody, messageReplySchema, type Payment, paymentSchema } from '@leadpilot/contracts';
import type { z } from 'zod';
import { api } from '../../../api/api-slice.ts';

const paymentReplySchema = messageReplySchema(paymentSchema);

const completeTestPurchaseApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Development installations only: buys a plan without a payment provider. */
    completeTestPurchase: build.mutation<Payment, CreateOrderBody>({
      query: (body) => ({ path: 'v1/payment/test-purchase', method: 'POST', body }),
      rawResponseSchema: paymentReplySchema,
      transformResponse: (reply: z.infer<typeof paymentReplySchema>) => reply.data,
      invalidatesTags: ['Credits', 'Invoice', 'AdminOrganisation'],
    }),
  }),
});

export const { useCompleteTestPurchaseMutation } = completeTestPurchaseApi;
