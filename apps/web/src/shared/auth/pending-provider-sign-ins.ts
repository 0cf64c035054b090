import type { OidcIntent, OidcProvider } from '@leadpilot/contracts';
import type { z } from 'zod';
import type { pendingProviderSignInsSchema } from '../../api/deferred-schemas.ts';
import { loadDeferredSchemas } from '../../api/schema-loader.ts';

/**
 * Sign-ins this browser tab started, by state. The callback page finishes only a state found here,
 * so a callback link someone else started (login CSRF: signing you into their account) goes nowhere.
 */
const storageKey = 'leadpilot.providerSignIns';
const maxAgeMs = 15 * 60 * 1000;

type PendingSignIns = z.infer<typeof pendingProviderSignInsSchema>;

async function read(): Promise<PendingSignIns> {
  const { pendingProviderSignInsSchema } = await loadDeferredSchemas();
  try {
    const parsed = pendingProviderSignInsSchema.safeParse(JSON.parse(sessionStorage.getItem(storageKey) ?? '{}'));
    if (!parsed.success) return {};
    const now = Date.now();
    return Object.fromEntries(Object.entries(parsed.data).filter(([, entry]) => now - entry.startedAt < maxAgeMs));
  } catch {
    return {};
  }
}

function write(pending: PendingSignIns) {
  sessionStorage.setItem(storageKey, JSON.stringify(pending));
}

export async function rememberProviderSignIn(state: string, provider: OidcProvider, intent: OidcIntent) {
  write({ ...(await read()), [state]: { provider, intent, startedAt: Date.now() } });
}

/** The sign-in this tab started with this state, removed so it is finished once; null when unknown. */
export async function takeProviderSignIn(
  state: string,
): Promise<{ provider: OidcProvider; intent: OidcIntent } | null> {
  const pending = await read();
  const entry = pending[state];
  delete pending[state];
  write(pending);
  return entry ? { provider: entry.provider, intent: entry.intent } : null;
}
