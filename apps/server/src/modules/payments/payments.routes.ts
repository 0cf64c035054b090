import {
  checkoutOrderSchema,
  createOrderBodySchema,
  dataReplySchema,
  invoiceParamsSchema,
  invoiceSchema,
  messageReplySchema,
  pageQuerySchema,
  pageReplySchema,
  paymentSchema,
  razorpayUpdateBodySchema,
  testPurchaseBodySchema,
} from '@leadpilot/contracts';
import type { AppRouter } from '../../app-types.ts';
import { RazorpayError } from '../../integrations/razorpay/razorpay-error.ts';
import { actorOf } from '../auth/index.ts';
import { registerRazorpayWebhookRoute } from './razorpay-webhook.routes.ts';

const manageCredits = { action: 'manage', subject: 'Credits' } as const;
const readCredits = { action: 'read', subject: 'Credits' } as const;

/** Buying credits and invoices; one encapsulated scope, so provider failures are logged here. */
export function registerPaymentRoutes(app: AppRouter) {
  app.register(async (scope: AppRouter) => {
    const { payments } = scope.services;

    scope.addHook('onError', async (request, _reply, error) => {
      if (error instanceof RazorpayError) {
        request.log.warn(
          { httpStatus: error.httpStatus, providerCode: error.providerCode, description: error.description },
          'Razorpay call failed',
        );
      }
    });

    scope.post('/api/v1/payment/razorpay/order', {
      config: { access: manageCredits, errorReplies: [503] },
      schema: {
        tags: ['payments'],
        summary: 'Create a Razorpay order for a plan; the browser opens Checkout with it',
        body: createOrderBodySchema,
        response: { 200: dataReplySchema(checkoutOrderSchema) },
      },
      handler: (request) => payments.createOrder(actorOf(request), request.body),
    });

    scope.post('/api/v1/payment/razorpay/update', {
      config: { access: manageCredits, errorReplies: [503] },
      schema: {
        tags: ['payments'],
        summary: "Checkout's success callback: verify the payment and add the plan's credits (once)",
        body: razorpayUpdateBodySchema,
        response: { 200: messageReplySchema(paymentSchema) },
      },
      handler: (request) => payments.confirmCheckout(actorOf(request), request.body),
    });

    scope.post('/api/v1/payment/test-purchase', {
      config: { access: manageCredits, errorReplies: [503] },
      schema: {
        tags: ['payments'],
        summary: 'Development only (PAYMENTS_TEST_PURCHASE_ENABLED): buy a plan without a payment provider',
        body: testPurchaseBodySchema,
        response: { 200: messageReplySchema(paymentSchema) },
      },
      handler: (request) => payments.testPurchase(actorOf(request), request.body),
    });

    scope.get('/api/v1/payment/invoices', {
      config: { access: readCredits },
      schema: {
        tags: ['payments'],
        summary: "The organisation's invoices, newest first",
        querystring: pageQuerySchema,
        response: { 200: pageReplySchema(invoiceSchema) },
      },
      handler: (request) => payments.listInvoices(actorOf(request), request.query),
    });

    scope.get('/api/v1/payment/invoices/:id/pdf', {
      config: { access: readCredits },
      schema: {
        tags: ['payments'],
        summary: 'Download an invoice as PDF (application/pdf)',
        params: invoiceParamsSchema,
      },
      handler: async (request, reply) => {
        const { fileName, pdf } = await payments.invoicePdf(actorOf(request), request.params.id);
        return reply
          .type('application/pdf')
          .header('content-disposition', `attachment; filename="${fileName}"`)
          .send(pdf);
      },
    });

    await scope.register(registerRazorpayWebhookRoute);
  });
}
