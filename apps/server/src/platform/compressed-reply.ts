import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { Negotiator } from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
/** Below this a compressed body saves less than a packet. */
const minimumBytes = 1024;
/** Reads `Accept-Encoding` with its q-values (`br;q=0` refuses Brotli), Brotli first on a tie. */
const encodings = new Negotiator({ supportedValues: ['br', 'gzip'] });

/**
 * Sends a page rendered for the request (the booking page) compressed when the browser accepts it:
 * Brotli at a quality fast enough per request (5), else gzip, with `Vary: Accept-Encoding`. The
 * built files are compressed once at build time instead (scripts/compress-assets.mjs).
 */
export async function sendCompressedHtml(request: FastifyRequest, reply: FastifyReply, html: string) {
  reply.header('Vary', 'Accept-Encoding').type('text/html; charset=utf-8');
  const body = Buffer.from(html);
  if (body.length < minimumBytes) return reply.send(body);
  const encoding = encodings.negotiate(String(request.headers['accept-encoding'] ?? ''));
  if (encoding === 'br') {
    const compressed = await brotli(body, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
    });
    return reply.header('Content-Encoding', 'br').send(compressed);
  }
  if (encoding === 'gzip') return reply.header('Content-Encoding', 'gzip').send(await gzipAsync(body));
  return reply.send(body);
}
