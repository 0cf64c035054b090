export { passwordResetRequestJob, passwordResetSendJob, signInAlertSendJob } from './auth.jobs.ts';
export { originOf, registerAuthRoutes } from './auth.routes.ts';
export {
  type AuthService,
  assertAcceptablePassword,
  createAuthService,
  emailTakenMessage,
  findUserByEmail,
  insertOrganisationWithOwner,
  type RequestOrigin,
  throttled,
} from './auth.service.ts';
export { actorOf, createAuthenticator } from './authenticate.ts';
export { createIdentityLinkService } from './identity-links.service.ts';
export { registerOidcRoutes } from './oidc.routes.ts';
export { createOidcService } from './oidc.service.ts';
export { createOidcFlow } from './oidc-flow.ts';
export { createPasswordResetService, type PasswordResetService } from './password-resets.service.ts';
export { type LiveSession, revokeUserSessions } from './session-store.ts';
export { createSessions } from './sessions.ts';
export { createSignInWatch } from './sign-in-watch.ts';
