import { clearSession, readAccessToken } from '../session/session-storage.ts';
import { isQuietPath } from './quiet-paths.ts';
import { beginRequest, endRequest } from './request-activity.ts';
import { reportFailure, reportSuccess, reportUnreachable } from './response-feedback.ts';
import { refreshPath, refreshSession } from './session-refresh.ts';

export const apiBase = '/api';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type QueryValue = string | number | boolean | null | undefined;

export interface HttpRequest {
  /** Path under the API base, as the spec writes it: `v1/users/teams/list`. */
  path: string;
  method?: HttpMethod;
  query?: Record<string, QueryValue>;
  body?: unknown;
  signal?: AbortSignal;
}

export interface HttpResponse {
  status: number;
  data: unknown;
}

/** A failed call: `status` 0 means no answer (network down or aborted). */
export class HttpError extends Error {
  readonly status: number;
  readonly body: unknown;

  constructor(status: number, body: unknown, message: string) {
    super(message);
    this.name = 'HttpError';
    this.status = status;
    this.body = body;
  }
}

/** Calls that sign in or belong to signing in: their 401 is an answer, not an expired session. */
const sessionlessPaths = new Set(['v1/login', 'v1/signup', refreshPath, 'v1/callback/user-validate']);

function buildUrl(path: string, query: HttpRequest['query']): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null || value === '') continue;
    search.set(key, String(value));
  }
  const suffix = search.size > 0 ? `?${search.toString()}` : '';
  return `${apiBase}/${path.replace(/^\/+/, '')}${suffix}`;
}

function send(request: HttpRequest, accessToken: string | null): Promise<Response> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (request.body !== undefined) headers['Content-Type'] = 'application/json';
  if (accessToken) headers.Authorization = `Bearer ${accessToken}`;
  return fetch(buildUrl(request.path, request.query), {
    method: request.method ?? 'GET',
    headers,
    body: request.body === undefined ? undefined : JSON.stringify(request.body),
    signal: request.signal,
  });
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

/** Sends the request; on 401 refreshes the session once (shared with concurrent calls) and retries once. */
async function sendWithSession(request: HttpRequest): Promise<Response> {
  const sentToken = readAccessToken();
  const response = await send(request, sentToken);
  const path = request.path.replace(/^\/+/, '');
  if (response.status !== 401 || sessionlessPaths.has(path)) return response;

  const currentToken = readAccessToken();
  // Another call may already have refreshed while this one was on its way.
  const outcome = currentToken && currentToken !== sentToken ? 'refreshed' : await refreshSession();
  if (outcome === 'unreachable') throw new HttpError(0, null, 'The session could not be renewed.');
  if (outcome === 'refreshed') {
    const retried = await send(request, readAccessToken());
    if (retried.status !== 401) return retried;
  }
  clearSession(sentToken ? 'expired' : 'signed-out');
  return response;
}

/**
 * The one HTTP client (spec section 8): base `/api`, bearer token, global loading indicator,
 * one refresh on 401, toasts for errors and for successful writes. Quiet paths skip the
 * indicator and the toasts.
 */
export async function httpRequest(request: HttpRequest): Promise<HttpResponse> {
  const method = request.method ?? 'GET';
  const isQuiet = isQuietPath(request.path);
  if (!isQuiet) beginRequest();
  try {
    let response: Response;
    let body: unknown;
    try {
      response = await sendWithSession(request);
      body = await readBody(response);
    } catch (error) {
      if (isAbort(error)) throw new HttpError(0, null, 'The request was cancelled.');
      if (!isQuiet) reportUnreachable();
      if (error instanceof HttpError) throw error;
      throw new HttpError(0, null, 'The server could not be reached.');
    }
    if (!response.ok) {
      if (!isQuiet) reportFailure(response.status, body);
      throw new HttpError(response.status, body, `Request failed with status ${response.status}.`);
    }
    if (!isQuiet) reportSuccess(method, response.status, body);
    return { status: response.status, data: body };
  } finally {
    if (!isQuiet) endRequest();
  }
}
