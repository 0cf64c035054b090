import { readTokenExpiry } from '../session/access-token-expiry.ts';
import { readAccessToken, readRefreshToken, saveSession, subscribeToSession } from '../session/session-storage.ts';
import { loadDeferredSchemas } from './schema-loader.ts';

export type RefreshOutcome = 'refreshed' | 'rejected' | 'unreachable';

export const refreshPath = 'v1/auth/refresh';

let refreshInFlight: Promise<RefreshOutcome> | null = null;

async function performRefresh(): Promise<RefreshOutcome> {
  const refreshToken = readRefreshToken();
  if (!refreshToken) return 'rejected';
  let response: Response;
  try {
    response = await fetch(`/api/${refreshPath}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ refreshToken }),
    });
  } catch {
    return 'unreachable';
  }
  if (response.status >= 500) return 'unreachable';
  if (!response.ok) return 'rejected';
  let refreshReplySchema: Awaited<ReturnType<typeof loadDeferredSchemas>>['refreshReplySchema'];
  try {
    ({ refreshReplySchema } = await loadDeferredSchemas());
  } catch {
    return 'unreachable';
  }
  try {
    const reply = refreshReplySchema.safeParse(await response.json());
    if (!reply.success) return 'rejected';
    saveSession(reply.data);
    return 'refreshed';
  } catch {
    return 'rejected';
  }
}

/** Exchanges the refresh token for new tokens; concurrent callers share one request. */
export function refreshSession(): Promise<RefreshOutcome> {
  refreshInFlight ??= performRefresh().finally(() => {
    refreshInFlight = null;
  });
  return refreshInFlight;
}

/** Lead time before `exp`: 60 s, or a quarter of a very short token lifetime. */
function refreshLeadSeconds(issuedAt: number | null, expiresAt: number): number {
  if (issuedAt === null) return 60;
  return Math.min(60, Math.max(1, (expiresAt - issuedAt) / 4));
}

const retryAfterUnreachableMilliseconds = 15_000;
let timer: ReturnType<typeof setTimeout> | undefined;

function schedule(accessToken: string | null) {
  clearTimeout(timer);
  timer = undefined;
  if (!accessToken) return;
  const expiry = readTokenExpiry(accessToken);
  // An unreadable token is left to the 401 path.
  if (!expiry) return;
  const delay = (expiry.expiresAt - refreshLeadSeconds(expiry.issuedAt, expiry.expiresAt)) * 1000 - Date.now();
  timer = setTimeout(
    () => {
      void refreshSession().then((outcome) => {
        if (outcome === 'unreachable') {
          timer = setTimeout(() => schedule(readAccessToken()), retryAfterUnreachableMilliseconds);
        }
      });
    },
    Math.max(0, delay),
  );
}

/**
 * Refreshes the access token about 60 s before it expires, following every session change
 * (this tab's and other tabs'). A rejected refresh is left to the next request's 401.
 */
export function startProactiveRefresh(): () => void {
  schedule(readAccessToken());
  const unsubscribe = subscribeToSession((change) => schedule(change.session?.accessToken ?? null));
  return () => {
    unsubscribe();
    clearTimeout(timer);
  };
}
