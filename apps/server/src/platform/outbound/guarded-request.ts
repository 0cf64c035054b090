import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { OutboundGuard } from './outbound-guard.ts';
import { hostFormOf } from './outbound-policy.ts';

export interface GuardedRequest {
  method?: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
  /** The whole exchange (look-up, connect, reply) ends after this (default 10 seconds). */
  timeoutMs?: number;
  /** A longer reply is cut off with an error (default 1 MiB). */
  maxResponseBytes?: number;
}

export interface GuardedResponse {
  status: number;
  headers: IncomingHttpHeaders;
  /** A redirect is never followed: its target is here for the caller to judge. */
  location: string | null;
  body: Buffer;
}

/** Why an outbound HTTP call did not complete, in words safe to show. */
export class GuardedRequestError extends Error {
  readonly code: string;
  constructor(code: string, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'GuardedRequestError';
    this.code = code;
  }
}

/**
 * An HTTP(S) call to a URL a user gave (webhooks, calendars, CRMs, tracking domains): through the
 * outbound guard's `lookup`, so every address is checked at connect time and the socket dials the
 * checked one (TLS still verifies the URL's host name); no redirects; one deadline for everything.
 */
export function guardedRequest(
  guard: OutboundGuard,
  url: string,
  options: GuardedRequest = {},
): Promise<GuardedResponse> {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return Promise.reject(new GuardedRequestError('EINVALIDURL', 'This is not a web address.'));
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') {
    return Promise.reject(new GuardedRequestError('EINVALIDURL', 'Only http and https addresses can be called.'));
  }
  const isHttps = parsed.protocol === 'https:';
  const port = parsed.port ? Number(parsed.port) : isHttps ? 443 : 80;
  const timeoutMs = options.timeoutMs ?? 10_000;
  const maxBytes = options.maxResponseBytes ?? 1024 * 1024;
  const where = parsed.host;
  // Node dials an address literal without calling `lookup`: check it here.
  if (hostFormOf(parsed.hostname).kind !== 'name') {
    try {
      guard.checkAddress(parsed.hostname, parsed.hostname.replace(/^\[(.*)\]$/, '$1'), port);
    } catch (error) {
      return Promise.reject(error);
    }
  }

  return new Promise((resolve, reject) => {
    const send = isHttps ? httpsRequest : httpRequest;
    const request = send(parsed, {
      method: options.method ?? 'GET',
      headers: options.headers ?? {},
      lookup: guard.lookupFor(port),
      agent: false,
      timeout: timeoutMs,
    });
    const deadline = setTimeout(() => {
      request.destroy(
        new GuardedRequestError('ETIMEDOUT', `Nothing answered at ${where} within ${timeoutMs / 1000} seconds.`),
      );
    }, timeoutMs);
    request.on('timeout', () =>
      request.destroy(
        new GuardedRequestError('ETIMEDOUT', `Nothing answered at ${where} within ${timeoutMs / 1000} seconds.`),
      ),
    );
    request.on('error', (error) => {
      clearTimeout(deadline);
      reject(
        error instanceof GuardedRequestError || (error as { code?: string }).code === 'EOUTBOUND'
          ? error
          : explained(error, where),
      );
    });
    request.on('response', (response) => {
      const chunks: Buffer[] = [];
      let size = 0;
      response.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size > maxBytes) {
          request.destroy(
            new GuardedRequestError('ETOOLARGE', `The reply from ${where} was larger than ${maxBytes} bytes.`),
          );
          return;
        }
        chunks.push(chunk);
      });
      response.on('end', () => {
        clearTimeout(deadline);
        const location = response.headers.location ?? null;
        resolve({ status: response.statusCode ?? 0, headers: response.headers, location, body: Buffer.concat(chunks) });
      });
      response.on('error', (error) => {
        clearTimeout(deadline);
        reject(error instanceof GuardedRequestError ? error : explained(error, where));
      });
    });
    request.end(options.body);
  });
}

function explained(error: Error, where: string): GuardedRequestError {
  const code = (error as { code?: string }).code ?? 'ECONNECTION';
  const words: Record<string, string> = {
    ENOTFOUND: `No server named ${where.replace(/:\d+$/, '')} was found.`,
    EAI_AGAIN: `The name ${where.replace(/:\d+$/, '')} could not be looked up just now.`,
    ECONNREFUSED: `${where} refused the connection.`,
    ECONNRESET: `${where} closed the connection before answering.`,
  };
  const message =
    words[code] ??
    (/CERT|certificate|SSL|TLS/i.test(`${code} ${error.message}`)
      ? `The secure connection to ${where} failed: its certificate is not trusted or TLS could not be agreed.`
      : `The connection to ${where} failed.`);
  return new GuardedRequestError(code, message, { cause: error });
}
