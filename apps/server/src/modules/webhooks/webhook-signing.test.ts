import { describe, expect, it } from 'vitest';
import { generateWebhookSecret, signedHeaders } from './webhook-signing.ts';
import { hasValidSignature } from './webhooks-test-support.ts';

describe('Standard Webhooks signing', () => {
  it('matches the specification’s test vector', () => {
    const headers = signedHeaders(
      'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw',
      'msg_p5jXN8AQM9LWM0D4loKWxJek',
      new Date(1614265330 * 1000),
      '{"test": 2432232314}',
    );
    expect(headers).toMatchObject({
      'webhook-id': 'msg_p5jXN8AQM9LWM0D4loKWxJek',
      'webhook-timestamp': '1614265330',
      'webhook-signature': 'v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=',
    });
  });

  it('signs with a fresh whsec_ secret that an independent check accepts, and a changed body fails', () => {
    const secret = generateWebhookSecret();
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    const at = new Date('2026-03-01T10:00:00Z');
    const headers = signedHeaders(secret, 'evt-1', at, '{"a":1}');
    const message = {
      id: 'evt-1',
      timestamp: Number(headers['webhook-timestamp']),
      signature: headers['webhook-signature'] ?? '',
      body: '{"a":1}',
      answered: 200,
    };
    expect(hasValidSignature(secret, message)).toBe(true);
    expect(hasValidSignature(secret, { ...message, body: '{"a":2}' })).toBe(false);
    expect(hasValidSignature(generateWebhookSecret(), message)).toBe(false);
  });
});
