import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendCompressedHtml } from './compressed-reply.ts';

const page = `<!doctype html><p>${'A free time on Monday. '.repeat(200)}</p>`;
const app = Fastify();
app.get('/page', (request, reply) => sendCompressedHtml(request, reply, page));
app.get('/small', (request, reply) => sendCompressedHtml(request, reply, '<p>Hi</p>'));

beforeAll(() => app.ready());
afterAll(() => app.close());

const get = (url: string, acceptEncoding?: string) =>
  app.inject({
    method: 'GET',
    url,
    headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
  });

describe('sendCompressedHtml', () => {
  it.each([
    ['gzip, deflate, br', 'br'],
    ['br;q=0, gzip', 'gzip'],
    ['gzip, br;q=0.5', 'gzip'],
    ['gzip;q=0.4, br;q=0.9', 'br'],
    ['*', 'br'],
  ])('answers Accept-Encoding "%s" with %s, the same page', async (acceptEncoding, expected) => {
    const response = await get('/page', acceptEncoding);
    expect(response.headers['content-encoding']).toBe(expected);
    expect(String(response.headers.vary)).toContain('Accept-Encoding');
    const unpacked = expected === 'br' ? brotliDecompressSync(response.rawPayload) : gunzipSync(response.rawPayload);
    expect(unpacked.toString()).toBe(page);
  });

  it.each([
    ['no header', undefined],
    ['identity only', 'identity'],
    ['every encoding refused', 'br;q=0, gzip;q=0'],
  ])('sends the page as it is with %s', async (_name, acceptEncoding) => {
    const response = await get('/page', acceptEncoding);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body).toBe(page);
    expect(String(response.headers['content-type'])).toContain('text/html');
  });

  it('does not compress a page smaller than a packet', async () => {
    const response = await get('/small', 'br');
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body).toBe('<p>Hi</p>');
  });
});
