import { createMongoAbility } from '@casl/ability';
import type { AbilityRule, LoginReply } from '@leadpilot/contracts';
import type { RouteEntry } from '../src/app.ts';
import type { TestContext } from './harness.ts';

/** Someone the suites send requests as: a signed-in user with the ability rules sign-in returned. */
export interface Principal {
  label: string;
  email: string;
  password: string;
  userId: string;
  token: string;
  refreshToken: string;
  rules: AbilityRule[];
  /** Set for an API key (`token` is then its secret): the scopes it holds (docs/api-keys.md). */
  apiKeyScopes?: readonly string[];
}

export function principalFrom(label: string, reply: LoginReply & { email: string; password: string }): Principal {
  return {
    label,
    email: reply.email,
    password: reply.password,
    userId: reply.userData.id,
    token: reply.accessToken,
    refreshToken: reply.refreshToken,
    rules: reply.userData.ability,
  };
}

/**
 * Whether the route's declared access rule lets this principal in (the check the access hook makes);
 * an API key also needs the route to declare a scope it holds.
 */
export function mayUse(principal: Principal, access: RouteEntry['access'], apiKeyScope?: string): boolean {
  if (access === 'public') return true;
  if (principal.apiKeyScopes && !(apiKeyScope && principal.apiKeyScopes.includes(apiKeyScope))) return false;
  if (access === 'signed-in') return true;
  return createMongoAbility(principal.rules).can(access.action, access.subject);
}

export function isSuperAdminRoute(route: RouteEntry): boolean {
  return typeof route.access === 'object' && route.access.action === 'manage' && route.access.subject === 'Admin';
}

/** Signs the principal in again, for when a request under test ended its session (logout, say). */
export async function signInAgain(context: TestContext, principal: Principal) {
  // An API key has no session to renew.
  if (principal.apiKeyScopes) return;
  const login = await context.call<LoginReply>('POST', '/api/v1/login', {
    body: { email: principal.email, password: principal.password },
  });
  if (login.status !== 200) throw new Error(`${principal.label} could not sign in again: ${login.status}`);
  principal.token = login.body.accessToken;
  principal.refreshToken = login.body.refreshToken;
}
