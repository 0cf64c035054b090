import { GuardedRequestError, guardedRequest } from '../../platform/outbound/guarded-request.ts';
import type { OutboundGuard } from '../../platform/outbound/outbound-guard.ts';

/**
 * A refusal from HubSpot, or no answer: the HTTP status (0 when nothing answered), HubSpot's
 * `category` or OAuth `status` (`VALIDATION_ERROR`, `RATE_LIMITS`, `BAD_REFRESH_TOKEN`…) and its
 * message; never a token.
 */
export class HubspotApiError extends Error {
  readonly status: number;
  readonly category: string;
  /** Seconds HubSpot asked to wait (429), when it said. */
  readonly retryAfterSeconds: number | undefined;

  constructor(status: number, category: string, message: string, retryAfterSeconds?: number) {
    super(message);
    this.name = 'HubspotApiError';
    this.status = status;
    this.category = category;
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

export interface HubspotTransport {
  guard: OutboundGuard;
  apiUrl: string;
  timeoutMs: number;
  /** Waits between attempts after a 429 (tests may shorten it; the app waits for real). */
  wait?: (ms: number) => Promise<void>;
  /** Further attempts after a 429 before giving up (default 3). */
  maxRetries?: number;
  /** The longest single wait honoured in-process; a longer Retry-After ends the sync with the error (default 30 s). */
  maxWaitSeconds?: number;
  /** Told of every 429, for the sync's counts. */
  onRateLimited?: () => void;
}

export interface HubspotCall {
  method: 'GET' | 'POST' | 'PATCH';
  path: string;
  query?: Record<string, string>;
  accessToken?: string;
  json?: unknown;
  form?: Record<string, string>;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Seconds from a `Retry-After` header: a number of seconds or an HTTP date; 10 when absent or unreadable. */
export function retryAfterSecondsOf(header: string | string[] | undefined, now = Date.now()): number {
  const value = Array.isArray(header) ? header[0] : header;
  if (value === undefined || value.trim() === '') return 10;
  if (/^\d+(\.\d+)?$/.test(value.trim())) return Number(value.trim());
  const at = Date.parse(value);
  return Number.isNaN(at) ? 10 : Math.max(0, (at - now) / 1000);
}

function errorOf(status: number, body: unknown, retryAfterSeconds?: number): HubspotApiError {
  const record = body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
  const category =
    (typeof record.category === 'string' && record.category) ||
    (typeof record.status === 'string' && record.status !== 'error' && record.status) ||
    (typeof record.error === 'string' && record.error) ||
    '';
  const message = typeof record.message === 'string' ? record.message.replace(/\p{Cc}+/gu, ' ').slice(0, 300) : '';
  return new HubspotApiError(status, category, message || `HTTP ${status}`, retryAfterSeconds);
}

/**
 * One call to HubSpot through the outbound guard (no redirects, one deadline, capped reply). A 429
 * is waited out as its `Retry-After` says, up to `maxRetries` times; then it is thrown with the wait.
 */
export async function hubspotRequest<T>(transport: HubspotTransport, call: HubspotCall): Promise<T> {
  const url = new URL(`${transport.apiUrl}${call.path}`);
  for (const [name, value] of Object.entries(call.query ?? {})) url.searchParams.set(name, value);
  const headers: Record<string, string> = { accept: 'application/json' };
  if (call.accessToken) headers.authorization = `Bearer ${call.accessToken}`;
  let body: string | undefined;
  if (call.form) {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    body = new URLSearchParams(call.form).toString();
  } else if (call.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(call.json);
  }
  const maxRetries = transport.maxRetries ?? 3;
  const maxWait = transport.maxWaitSeconds ?? 30;
  for (let attempt = 0; ; attempt += 1) {
    let response: Awaited<ReturnType<typeof guardedRequest>>;
    try {
      response = await guardedRequest(transport.guard, url.toString(), {
        method: call.method,
        headers,
        ...(body !== undefined ? { body } : {}),
        timeoutMs: transport.timeoutMs,
        maxResponseBytes: 4 * 1024 * 1024,
      });
    } catch (error) {
      const code = (error as { code?: string }).code;
      const words =
        code === 'EOUTBOUND'
          ? 'the address of HubSpot is not allowed by this server’s outbound policy'
          : error instanceof GuardedRequestError
            ? error.message
            : 'HubSpot could not be reached';
      throw new HubspotApiError(0, code === 'EOUTBOUND' ? 'refused' : 'unreachable', words);
    }
    const text = response.body.toString('utf8');
    let parsed: unknown = null;
    if (text !== '') {
      try {
        parsed = JSON.parse(text);
      } catch {
        parsed = null;
      }
    }
    if (response.status === 429) {
      transport.onRateLimited?.();
      const seconds = retryAfterSecondsOf(response.headers['retry-after']);
      if (attempt >= maxRetries || seconds > maxWait) throw errorOf(429, parsed, seconds);
      await (transport.wait ?? sleep)(seconds * 1000);
      continue;
    }
    if (response.status < 200 || response.status >= 300) throw errorOf(response.status, parsed);
    return parsed as T;
  }
}
