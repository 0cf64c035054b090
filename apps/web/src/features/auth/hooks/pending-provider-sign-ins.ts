import { type OidcIntent, type OidcProvider, oidcIntents, oidcProviders } from '@leadpilot/contracts';
import { z } from 'zod';

/**
 * Sign-ins this browser tab started, by state. The callback page finishes only a state found here,
 * so a callback link someone else started (login CSRF: signing you into their account) goes nowhere.
 */
const storageKey = 'leadpilot.providerSignIns';
const maxAgeMs = 15 * 60 * 1000;

const pendingSchema = z.record(
  z.string(),
  z.object({ provider: z.enum(oidcProviders), intent: z.enum(oidcIntents), startedAt: z.number() }),
);
type PendingSignIns = z.infer<typeof pendingSchema>;

function read(): PendingSignIns {
  try {
    const parsed = pendingSchema.safeParse(JSON.parse(sessionStorage.getItem(storageKey) ?? '{}'));
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

export function rememberProviderSignIn(state: string, provider: OidcProvider, intent: OidcIntent) {
  write({ ...read(), [state]: { provider, intent, startedAt: Date.now() } });
}

/** The sign-in this tab started with this state, removed so it is finished once; null when unknown. */
export function takeProviderSignIn(state: string): { provider: OidcProvider; intent: OidcIntent } | null {
  const pending = read();
  const entry = pending[state];
  delete pending[state];
  write(pending);
  return entry ? { provider: entry.provider, intent: entry.intent } : null;
}
