import { messageReplySchema } from '@leadpilot/contracts';
import { z } from 'zod';
import type { AppRouter } from '../../app-types.ts';
import { razorpayWebhookBodySchema } from '../../integrations/razorpay/razorpay-entities.ts';
import { verifyWebhookSignature } from '../../integrations/razorpay/razorpay-signatures.ts';
import { AppError } from '../../platform/errors.ts';
import { invalidUtf8Message } from '../../platform/request-text.ts';
import { webhookMessages, webhookRefused } from './payments.errors.ts';

const webhookReplySchema = messageReplySchema(z.object({ eventId: z.string(), outcome: z.string() }));

/**
 * Razorpay's webhook, in its own encapsulated scope: here the JSON parser keeps the raw bytes,
 * checks `X-Razorpay-Signature` over exactly those bytes, and only then parses them (strict
 * UTF-8, Fastify's prototype-poisoning checks). A bad or missing signature answers 400 before
 * anything is parsed or stored.
 */
export async function registerRazorpayWebhookRoute(scope: AppRouter) {
  const { payments } = scope.services;
  const parseJson = scope.getDefaultJsonParser('error', 'error');
  const utf8 = new TextDecoder('utf-8', { fatal: true });
  scope.removeContentTypeParser('application/json');
  scope.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body, done) => {
    const raw = body as Buffer;
    const signature = request.headers['x-razorpay-signature'];
    if (!payments.webhookSecret) {
      done(webhookRefused(webhookMessages.notConfigured), undefined);
      return;
    }
    if (typeof signature !== 'string' || !verifyWebhookSignature(raw, signature, payments.webhookSecret)) {
      done(webhookRefused(webhookMessages.badSignature), undefined);
      return;
    }
    let text: string;
    try {
      text = utf8.decode(raw);
    } catch {
      done(new AppError('BAD_REQUEST', invalidUtf8Message), undefined);
      return;
    }
    parseJson(request, text, done);
  });

  scope.post('/api/v1/payment/razorpay/webhook', {
    config: { access: 'public' },
    schema: {
      tags: ['payments'],
      summary: 'Razorpay webhook (payment.captured, payment.failed, refund.processed)',
      description:
        'Called by Razorpay. Signed with X-Razorpay-Signature (HMAC-SHA256 of the raw body with the webhook secret) ' +
        'and identified by X-Razorpay-Event-Id: a redelivered event is acknowledged and ignored. Other event types ' +
        'are acknowledged and ignored.',
      body: razorpayWebhookBodySchema,
      response: { 200: webhookReplySchema },
    },
    handler: async (request) => {
      const eventId = request.headers['x-razorpay-event-id'];
      if (typeof eventId !== 'string' || eventId.trim() === '' || eventId.length > 100) {
        throw webhookRefused(webhookMessages.noEventId);
      }
      const { outcome } = await payments.handleWebhookEvent(request.body, eventId.trim());
      return { message: `Event ${request.body.event}: ${outcome}.`, data: { eventId: eventId.trim(), outcome } };
    },
  });
}
