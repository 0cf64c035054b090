/** The Leadpilot server this build talks to (its origin is the extension's only host permission). */
export const serverUrl = __LEADPILOT_URL__;

/** What the extension keeps in chrome.storage.local: never anything else of the rep's. */
export interface StoredAuth {
  method: 'accessCode' | 'session';
  organisation: { id: string; name: string };
  apiKey: string | null;
  accessToken: string | null;
  refreshToken: string | null;
}

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

const authKey = 'leadpilotAuth';

export async function loadAuth(): Promise<StoredAuth | null> {
  const stored = (await chrome.storage.local.get(authKey))[authKey];
  return stored && typeof stored === 'object' ? (stored as StoredAuth) : null;
}

export async function saveAuth(auth: StoredAuth | null): Promise<void> {
  if (auth) await chrome.storage.local.set({ [authKey]: auth });
  else await chrome.storage.local.remove(authKey);
}

async function send(path: string, init: RequestInit, token: string | null): Promise<Response> {
  const headers = new Headers(init.headers);
  if (token) headers.set('authorization', `Bearer ${token}`);
  if (init.body) headers.set('content-type', 'application/json');
  return fetch(`${serverUrl}${path}`, { ...init, headers, credentials: 'omit' });
}

async function replyOf<T>(response: Response): Promise<T> {
  const body = (await response.json().catch(() => ({}))) as { message?: string };
  if (!response.ok) throw new ApiError(response.status, body.message ?? `Leadpilot answered ${response.status}.`);
  return body as T;
}

/** A session's access token is renewed once with its refresh token when it has expired. */
async function refreshed(auth: StoredAuth): Promise<StoredAuth | null> {
  if (auth.method !== 'session' || !auth.refreshToken) return null;
  const response = await send(
    '/api/v1/auth/refresh',
    {
      method: 'POST',
      body: JSON.stringify({ refreshToken: auth.refreshToken }),
    },
    null,
  );
  if (!response.ok) return null;
  const tokens = (await response.json()) as { accessToken: string; refreshToken: string };
  const next = { ...auth, accessToken: tokens.accessToken, refreshToken: tokens.refreshToken };
  await saveAuth(next);
  return next;
}

/**
 * Calls the API as the signed-in extension. A 401 that a refresh cannot cure (a revoked key or
 * session) signs the extension out and calls `onSignedOut`.
 */
export async function api<T>(path: string, init: RequestInit = {}, onSignedOut?: () => void): Promise<T> {
  const auth = await loadAuth();
  if (!auth) throw new ApiError(401, 'Sign in to Leadpilot.');
  let response = await send(path, init, auth.apiKey ?? auth.accessToken);
  if (response.status === 401) {
    const next = await refreshed(auth);
    if (next) response = await send(path, init, next.accessToken);
    if (response.status === 401) {
      await saveAuth(null);
      onSignedOut?.();
    }
  }
  return replyOf<T>(response);
}

/** `POST extension/globalauth`: an access code, or the web app's access token (session). */
export async function signIn(
  body: { method: 'accessCode'; code: string } | { method: 'session' },
  webAppToken?: string,
): Promise<StoredAuth> {
  const response = await send(
    '/api/v1/extension/globalauth',
    { method: 'POST', body: JSON.stringify(body) },
    webAppToken ?? null,
  );
  const { data } = await replyOf<{ data: StoredAuth }>(response);
  const auth: StoredAuth = {
    method: data.method,
    organisation: data.organisation,
    apiKey: data.apiKey,
    accessToken: data.accessToken,
    refreshToken: data.refreshToken,
  };
  await saveAuth(auth);
  return auth;
}

/**
 * The web app's access token, read from an open Leadpilot tab (the extension's host permission is
 * that origin only), for signing in with the web app's session. Null when no tab is signed in.
 */
export async function webAppToken(): Promise<string | null> {
  const tabs = await chrome.tabs.query({ url: `${serverUrl}/*` });
  for (const tab of tabs) {
    if (tab.id === undefined) continue;
    const [injected] = await chrome.scripting
      .executeScript({ target: { tabId: tab.id }, func: () => localStorage.getItem('accessToken') })
      .catch(() => []);
    if (typeof injected?.result === 'string' && injected.result) return injected.result;
  }
  return null;
}
