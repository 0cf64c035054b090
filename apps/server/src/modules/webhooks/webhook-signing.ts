import { randomBytes } from 'node:crypto';
import { Webhook } from 'standardwebhooks';

/** A new signing secret in the Standard Webhooks form: `whsec_` and 32 random bytes in base64. */
export function generateWebhookSecret(): string {
  return `whsec_${randomBytes(32).toString('base64')}`;
}

/** What the settings page shows of a secret after it was shown once. */
export const secretHintOf = (secret: string) => `${secret.slice(0, 10)}…`;

/**
 * The three Standard Webhooks headers of one message: `webhook-id` (the same on every retry),
 * `webhook-timestamp` (seconds, the time of this attempt) and `webhook-signature`
 * (`v1,<base64 HMAC-SHA256 of "id.timestamp.body">`, by the maintained `standardwebhooks` package).
 */
export function signedHeaders(secret: string, messageId: string, at: Date, body: string): Record<string, string> {
  const seconds = Math.floor(at.getTime() / 1000);
  return {
    'content-type': 'application/json',
    'user-agent': 'Leadpilot-Webhooks/1.0',
    'webhook-id': messageId,
    'webhook-timestamp': String(seconds),
    'webhook-signature': new Webhook(secret).sign(messageId, new Date(seconds * 1000), body),
  };
}
