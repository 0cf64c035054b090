import {
  checkoutOrderSchema,
  dataReplySchema,
  freeDashboardBodySchema,
  freeDashboardSchema,
  freeInvoicesBodySchema,
  freeInvoicesReplySchema,
  freeOtpBodySchema,
  freeOtpReplySchema,
  freePaymentBodySchema,
  freeProfileParamsSchema,
  freeProfileSchema,
  freeSignupBodySchema,
  freeSignupReplySchema,
} from '@leadpilot/contracts';
import type { AppRouter } from '../../app-types.ts';
import { actorOf, originOf } from '../auth/index.ts';

const tags = ['free-enrichment'];
const readEnrichment = { action: 'read', subject: 'Enrichment' } as const;
const readCredits = { action: 'read', subject: 'Credits' } as const;
const manageCredits = { action: 'manage', subject: 'Credits' } as const;

/**
 * The free-enrichment funnel (docs/enrichment.md, "Free enrichment"): sign-up and code are public
 * (throttled); the rest take the code's token, or any member's, scoped to the caller's organisation.
 */
export function registerFreeEnrichmentRoutes(app: AppRouter) {
  const { freeEnrichment } = app.services;

  app.post('/api/v1/callback/freeenrich/signup', {
    config: { access: 'public' },
    schema: {
      tags,
      summary: 'Ask for a code at a work email (free mail and disposable domains refused)',
      body: freeSignupBodySchema,
      response: { 200: freeSignupReplySchema },
    },
    handler: (request) => freeEnrichment.signup(request.body, originOf(request)),
  });

  app.post('/api/v1/callback/freeenrich/otp', {
    config: { access: 'public' },
    schema: {
      tags,
      summary: 'Prove the email with its code: answers a short-lived free-enrichment token',
      body: freeOtpBodySchema,
      response: { 200: freeOtpReplySchema },
    },
    handler: (request) => freeEnrichment.verify(request.body, originOf(request)),
  });

  app.get('/api/v1/callback/freeenrich/profile/:id', {
    config: { access: readEnrichment },
    schema: {
      tags,
      summary: "The token holder's free account (`id`: the profile id the code's reply named; any other answers 404)",
      params: freeProfileParamsSchema,
      response: { 200: dataReplySchema(freeProfileSchema) },
    },
    handler: async (request) => ({ data: await freeEnrichment.profile(actorOf(request), request.params.id) }),
  });

  app.post('/api/v1/callback/freeenrich/dashboard', {
    config: { access: readEnrichment },
    schema: {
      tags,
      summary: 'The free account, its files and their results, newest first',
      body: freeDashboardBodySchema,
      response: { 200: dataReplySchema(freeDashboardSchema) },
    },
    handler: async (request) => ({ data: await freeEnrichment.dashboard(actorOf(request), request.body) }),
  });

  app.post('/api/v1/callback/freeenrich/payment', {
    config: { access: manageCredits, errorReplies: [503] },
    schema: {
      tags,
      summary: 'Buy a plan: a Razorpay order the browser opens Checkout with',
      body: freePaymentBodySchema,
      response: { 200: dataReplySchema(checkoutOrderSchema) },
    },
    handler: (request) => freeEnrichment.payment(actorOf(request), request.body),
  });

  app.post('/api/v1/callback/freeenrich/invoices', {
    config: { access: readCredits },
    schema: {
      tags,
      summary: "The account's invoices, newest first",
      body: freeInvoicesBodySchema,
      response: { 200: freeInvoicesReplySchema },
    },
    handler: (request) => freeEnrichment.invoices(actorOf(request), request.body),
  });
}
