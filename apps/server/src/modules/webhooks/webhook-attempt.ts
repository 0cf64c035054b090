import { performance } from 'node:perf_hooks';
import { guardedRequest } from '../../platform/outbound/guarded-request.ts';
import { signedHeaders } from './webhook-signing.ts';
import { checkWebhookTarget, type WebhookTargetRules } from './webhook-target.ts';

/** How a webhook call is bounded: one deadline for everything and a cap on the reply read. */
export interface AttemptLimits {
  timeoutMs: number;
  maxResponseBytes: number;
}

export const defaultAttemptLimits: AttemptLimits = { timeoutMs: 5_000, maxResponseBytes: 64 * 1024 };

/** The start of a reply kept in the log. */
export const responseExcerptBytes = 1024;

export interface AttemptResult {
  succeeded: boolean;
  statusCode: number | null;
  durationMs: number;
  error: string;
  responseExcerpt: string;
}

export interface SignedMessage {
  url: string;
  secret: string;
  messageId: string;
  body: string;
  at: Date;
}

/**
 * One signed POST of a message: a 2xx answer counts as delivered; a redirect is not followed
 * (it fails, naming where it pointed); anything else, a refused address, a timeout or a reply
 * over the cap fails with its reason in plain words.
 */
export async function attemptDelivery(
  rules: WebhookTargetRules,
  message: SignedMessage,
  limits: AttemptLimits = defaultAttemptLimits,
): Promise<AttemptResult> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  try {
    await checkWebhookTarget(rules, message.url);
    const response = await guardedRequest(rules.guard, message.url, {
      method: 'POST',
      headers: signedHeaders(message.secret, message.messageId, message.at, message.body),
      body: message.body,
      timeoutMs: limits.timeoutMs,
      maxResponseBytes: limits.maxResponseBytes,
    });
    const excerpt = response.body.subarray(0, responseExcerptBytes).toString('utf8');
    const succeeded = response.status >= 200 && response.status < 300;
    let error = '';
    if (response.status >= 300 && response.status < 400) {
      error = `The endpoint redirected${response.location ? ` to ${response.location.slice(0, 200)}` : ''}; webhooks do not follow redirects.`;
    } else if (!succeeded) {
      error = `The endpoint answered ${response.status}.`;
    }
    return { succeeded, statusCode: response.status, durationMs: elapsed(), error, responseExcerpt: excerpt };
  } catch (caught) {
    const error = caught instanceof Error ? caught.message : 'The call failed.';
    return { succeeded: false, statusCode: null, durationMs: elapsed(), error, responseExcerpt: '' };
  }
}
