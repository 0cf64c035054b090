import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect } from 'vitest';
import { createTestContext, type TestContext, type TestContextOptions } from '../../../test/harness.ts';

export interface ReceivedWebhook {
  id: string;
  timestamp: number;
  signature: string;
  body: string;
  answered: number;
}

/** Checks a Standard Webhooks signature with node:crypto alone (not the code that signed it). */
export function hasValidSignature(secret: string, message: ReceivedWebhook): boolean {
  const key = Buffer.from(secret.replace(/^whsec_/, ''), 'base64');
  const expected = createHmac('sha256', key).update(`${message.id}.${message.timestamp}.${message.body}`).digest();
  return message.signature.split(' ').some((entry) => {
    const [version, value] = entry.split(',');
    const given = Buffer.from(value ?? '', 'base64');
    return version === 'v1' && given.length === expected.length && timingSafeEqual(given, expected);
  });
}

/**
 * A webhook receiver on loopback speaking plain HTTP: it records every request's Standard
 * Webhooks headers and body and answers `status()` (503 while "down", 204 when up); `stop()`
 * closes the port (connections refused) and `start()` opens the same port again. With `delayMs` it
 * answers that much later; `load.most` is the most requests it answered at once.
 */
export async function startWebhookReceiver(options: { status?: () => number; delayMs?: number } = {}) {
  const received: ReceivedWebhook[] = [];
  // Requests being answered now, and the most at once (a slow receiver shows whether they overlap).
  const load = { inFlight: 0, most: 0 };
  let status = options.status ?? (() => 204);
  const header = (headers: IncomingHttpHeaders, name: string) => String(headers[name] ?? '');
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    load.inFlight += 1;
    load.most = Math.max(load.most, load.inFlight);
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', async () => {
      if (options.delayMs) await new Promise((resolve) => setTimeout(resolve, options.delayMs));
      load.inFlight -= 1;
      const answered = status();
      received.push({
        id: header(request.headers, 'webhook-id'),
        timestamp: Number(header(request.headers, 'webhook-timestamp')),
        signature: header(request.headers, 'webhook-signature'),
        body: Buffer.concat(chunks).toString('utf8'),
        answered,
      });
      response
        .writeHead(answered, { 'content-type': 'text/plain' })
        .end(answered < 300 ? 'thanks' : 'down for maintenance');
    });
  });
  const listen = (port: number) => new Promise<void>((done) => server.listen(port, '127.0.0.1', () => done()));
  await listen(0);
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}/hooks`,
    received,
    load,
    answer(next: () => number) {
      status = next;
    },
    stop: () =>
      new Promise<void>((done) => {
        server.close(() => done());
        server.closeAllConnections();
      }),
    start: () => listen(port),
  };
}
export type WebhookReceiver = Awaited<ReturnType<typeof startWebhookReceiver>>;

/** A part of a world started in `beforeAll`, read inside the tests. */
function started<T>(part: T | undefined, name: string): T {
  if (!part) throw new Error(`the ${name} starts before the tests`);
  return part;
}

/** A loopback receiver started before the tests of the file (or describe block) and stopped after them. */
export function useWebhookReceiver() {
  let receiver: WebhookReceiver | undefined;
  beforeAll(async () => {
    receiver = await startWebhookReceiver();
  });
  afterAll(() => receiver?.stop());
  return {
    get receiver() {
      return started(receiver, 'webhook receiver');
    },
  };
}

/** A test context and a loopback receiver for the tests of the file (or describe block); both closed after them. */
export function useWebhookWorld(options: TestContextOptions = {}) {
  let ctx: TestContext | undefined;
  beforeAll(async () => {
    ctx = await createTestContext(options);
  });
  afterAll(() => ctx?.close());
  // Registered after the context's hooks: the receiver starts after it and (after-hooks run as a stack) stops first.
  const loopback = useWebhookReceiver();
  return {
    get ctx() {
      return started(ctx, 'test context');
    },
    get receiver() {
      return loopback.receiver;
    },
  };
}

/** Adds an endpoint through the API, as its owner does, expecting 200; answers the endpoint and its secret. */
export async function createEndpoint(ctx: TestContext, token: string, url: string, events: string[]) {
  const created = await ctx.call<{ data: { endpoint: { id: string }; secret: string } }>(
    'POST',
    '/api/v1/key/webhook/create',
    { token, body: { url, events } },
  );
  expect(created.status).toBe(200);
  return created.body.data;
}
