import { messageReplySchema, type Payment, paymentSchema, type RazorpayUpdateBody } from '@leadpilot/contracts';
import type { z } from 'zod';
import { api } from '../../../api/api-slice.ts';

const paymentReplySchema = messageReplySchema(paymentSchema);

const confirmRazorpayPaymentApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Hands Checkout's success response to the server, which verifies it and adds the credits. */
    confirmRazorpayPayment: build.mutation<Payment, RazorpayUpdateBody>({
      query: (body) => ({ path: 'v1/payment/razorpay/update', method: 'POST', body }),
      rawResponseSchema: paymentReplySchema,
      transformResponse: (reply: z.infer<typeof paymentReplySchema>) => reply.data,
      invalidatesTags: ['Credits', 'Invoice', 'AdminOrganisation'],
    }),
  }),
});

export const { useConfirmRazorpayPaymentMutation } = confirmRazorpayPaymentApi;
