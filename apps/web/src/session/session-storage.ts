import type { UserData } from '@leadpilot/contracts';
import { deferredSchemasIfLoaded, loadDeferredSchemas } from '../api/schema-loader.ts';

/** The spec's localStorage names for the session. */
export const sessionStorageKeys = {
  userData: 'userData',
  accessToken: 'accessToken',
  refreshToken: 'refreshToken',
} as const;

export interface StoredSession {
  userData: UserData;
  accessToken: string;
  refreshToken: string;
}

export type SessionEndReason = 'signed-out' | 'expired';

export interface SessionChange {
  session: StoredSession | null;
  /** Set when this change ended the session. */
  endReason: SessionEndReason | null;
}

type SessionListener = (change: SessionChange) => void;

const listeners = new Set<SessionListener>();

/** Whether this browser holds user data (main.tsx then loads the schemas before the first render). */
export function hasStoredUserData(): boolean {
  return localStorage.getItem(sessionStorageKeys.userData) !== null;
}

function readUserData(): UserData | null {
  const raw = localStorage.getItem(sessionStorageKeys.userData);
  if (!raw) return null;
  const schemas = deferredSchemasIfLoaded();
  // main.tsx loads them before the first render when user data is stored, and storage events wait
  // for them, so a stored session is never read unchecked.
  if (!schemas) throw new Error('The session schemas are not loaded yet: await loadDeferredSchemas() first.');
  try {
    const parsed = schemas.userDataSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** The stored session, or null when any of its three parts is missing or unreadable. */
export function readSession(): StoredSession | null {
  const accessToken = localStorage.getItem(sessionStorageKeys.accessToken);
  const refreshToken = localStorage.getItem(sessionStorageKeys.refreshToken);
  const userData = readUserData();
  if (!accessToken || !refreshToken || !userData) return null;
  return { userData, accessToken, refreshToken };
}

export function readAccessToken(): string | null {
  return localStorage.getItem(sessionStorageKeys.accessToken);
}

export function readRefreshToken(): string | null {
  return localStorage.getItem(sessionStorageKeys.refreshToken);
}

function notify(change: SessionChange) {
  for (const listener of listeners) listener(change);
}

/** Stores the three parts of a session (sign-in, sign-up, invitation, refresh). */
export function saveSession(session: StoredSession) {
  // Whatever saved it (a sign-in, a provider's callback page), the session will be read back.
  void loadDeferredSchemas().catch(() => undefined);
  localStorage.setItem(sessionStorageKeys.userData, JSON.stringify(session.userData));
  localStorage.setItem(sessionStorageKeys.accessToken, session.accessToken);
  localStorage.setItem(sessionStorageKeys.refreshToken, session.refreshToken);
  notify({ session, endReason: null });
}

/** Removes the session from this browser (every tab follows through the storage event). */
export function clearSession(reason: SessionEndReason) {
  for (const key of Object.values(sessionStorageKeys)) localStorage.removeItem(key);
  notify({ session: null, endReason: reason });
}

/** Calls the listener on every change made by this tab or, through the storage event, by another tab. */
export function subscribeToSession(listener: SessionListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const watchedKeys = new Set<string>(Object.values(sessionStorageKeys));

/** Follows sign-in, refresh and sign-out made in other tabs. Returns a function that stops it. */
export function watchOtherTabs(): () => void {
  const handleStorage = async (event: StorageEvent) => {
    if (event.storageArea !== localStorage) return;
    if (event.key !== null && !watchedKeys.has(event.key)) return;
    await loadDeferredSchemas();
    const session = readSession();
    notify({ session, endReason: session ? null : 'signed-out' });
  };
  window.addEventListener('storage', handleStorage);
  return () => window.removeEventListener('storage', handleStorage);
}
