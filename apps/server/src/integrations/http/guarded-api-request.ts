import { GuardedRequestError, guardedRequest } from '../../platform/outbound/guarded-request.ts';
import type { OutboundGuard } from '../../platform/outbound/outbound-guard.ts';
import { type ApiRequest, ProviderApiError, reasonOf } from './api-request.ts';

/** One JSON call to a provider's REST API: `apiRequest`'s shape, so an adapter takes either. */
export type ApiCall = <T>(request: ApiRequest) => Promise<T>;

/** Provider replies are small JSON documents (a week of free/busy, one event). */
const maxReplyBytes = 2 * 1024 * 1024;

/**
 * `apiRequest` through the outbound guard: every address the provider's name resolves to is checked
 * at connect time (the installation's policy decides which networks count), redirects are not
 * followed, and one deadline covers the whole exchange. Failures are `ProviderApiError`s as
 * `apiRequest` makes them: status 0 with `timeout`, `unreachable` or `refused` when nothing answered.
 */
export function createGuardedApiRequest(guard: OutboundGuard): ApiCall {
  return async <T>(request: ApiRequest): Promise<T> => {
    const headers: Record<string, string> = {
      authorization: `Bearer ${request.accessToken}`,
      accept: 'application/json',
    };
    let body: string | undefined;
    if (request.json !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(request.json);
    } else if (request.text) {
      headers['content-type'] = request.text.contentType;
      body = request.text.body;
    }
    let response: Awaited<ReturnType<typeof guardedRequest>>;
    try {
      response = await guardedRequest(guard, request.url, {
        method: request.method ?? 'GET',
        headers,
        ...(body !== undefined ? { body } : {}),
        timeoutMs: request.timeoutMs,
        maxResponseBytes: maxReplyBytes,
      });
    } catch (error) {
      if (error instanceof GuardedRequestError && error.code === 'ETIMEDOUT') {
        throw new ProviderApiError(0, 'timeout', 'no answer in time');
      }
      const refusedByGuard = error instanceof Error && (error as { code?: string }).code === 'EOUTBOUND';
      throw new ProviderApiError(
        0,
        refusedByGuard ? 'refused' : 'unreachable',
        refusedByGuard ? 'refused' : 'unreachable',
      );
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
    if (response.status < 200 || response.status >= 300) {
      const { reason, message } = reasonOf(parsed);
      throw new ProviderApiError(response.status, reason, message || `HTTP ${response.status}`);
    }
    return parsed as T;
  };
}
