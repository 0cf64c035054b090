/**
 * One JSON call to a provider's REST API with an OAuth access token (the Gmail API, Google Calendar
 * and Microsoft Graph all speak this way). A refusal becomes a `ProviderApiError` carrying the
 * HTTP status and the provider's own reason; the token never appears in it.
 */
export class ProviderApiError extends Error {
  /** 0 when the provider could not be reached or did not answer in time. */
  readonly status: number;
  /** The provider's short reason (`insufficientPermissions`, `ErrorAccessDenied`, …) or ''. */
  readonly reason: string;

  constructor(status: number, reason: string, message: string) {
    super(message);
    this.name = 'ProviderApiError';
    this.status = status;
    this.reason = reason;
  }
}

export interface ApiRequest {
  method?: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  url: string;
  accessToken: string;
  /** A JSON body, or raw text sent with its own content type. */
  json?: unknown;
  text?: { contentType: string; body: string };
  timeoutMs: number;
}

/** Google's `{ error: { code, message, errors: [{ reason }] } }` and Graph's `{ error: { code, message } }`. */
export function reasonOf(body: unknown): { reason: string; message: string } {
  if (!body || typeof body !== 'object' || !('error' in body)) return { reason: '', message: '' };
  const error = (body as { error: unknown }).error;
  if (typeof error === 'string') return { reason: error, message: '' };
  if (!error || typeof error !== 'object') return { reason: '', message: '' };
  const record = error as { code?: unknown; message?: unknown; status?: unknown; errors?: unknown };
  const first = Array.isArray(record.errors) ? (record.errors[0] as { reason?: unknown } | undefined) : undefined;
  const reason =
    (typeof first?.reason === 'string' && first.reason) ||
    (typeof record.code === 'string' && record.code) ||
    (typeof record.status === 'string' && record.status) ||
    '';
  const message = typeof record.message === 'string' ? record.message.slice(0, 300) : '';
  return { reason, message };
}

/** Sends the request; answers the parsed JSON body (null for an empty 2xx reply). */
export async function apiRequest<T>(request: ApiRequest): Promise<T> {
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
  let response: Response;
  try {
    response = await fetch(request.url, {
      method: request.method ?? 'GET',
      headers,
      ...(body !== undefined ? { body } : {}),
      signal: AbortSignal.timeout(request.timeoutMs),
    });
  } catch (error) {
    const timedOut = error instanceof Error && error.name === 'TimeoutError';
    throw new ProviderApiError(0, timedOut ? 'timeout' : 'unreachable', timedOut ? 'no answer in time' : 'unreachable');
  }
  const text = await response.text().catch(() => '');
  let parsed: unknown = null;
  if (text !== '') {
    try {
      parsed = JSON.parse(text);
    } catch {
      parsed = null;
    }
  }
  if (!response.ok) {
    const { reason, message } = reasonOf(parsed);
    throw new ProviderApiError(response.status, reason, message || `HTTP ${response.status}`);
  }
  return parsed as T;
}
