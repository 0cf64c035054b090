import { type CheckoutOrder, type CreateOrderBody, checkoutOrderSchema, dataReplySchema } from '@leadpilot/contracts';
import type { z } from 'zod';
import { api } from '../../../api/api-slice.ts';

const checkoutOrderReplySchema = dataReplySchema(checkoutOrderSchema);

const createCheckoutOrderApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Creates a Razorpay order for one plan; the browser then opens Checkout for it. */
    createCheckoutOrder: build.mutation<CheckoutOrder, CreateOrderBody>({
      query: (body) => ({ path: 'v1/payment/razorpay/order', method: 'POST', body }),
      rawResponseSchema: checkoutOrderReplySchema,
      transformResponse: (reply: z.infer<typeof checkoutOrderReplySchema>) => reply.data,
    }),
  }),
});

export const { useCreateCheckoutOrderMutation } = createCheckoutOrderApi;
