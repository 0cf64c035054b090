export {
  isSuppressed,
  type SuppressInput,
  type SuppressionKind,
  type SuppressionReason,
  type SuppressOutcome,
  suppress,
  suppressedAmong,
} from './suppression-list.ts';
export { registerUnsubscribeApiRoutes, registerUnsubscribePage } from './unsubscribe.routes.ts';
export { createUnsubscribeService, type UnsubscribeService } from './unsubscribe.service.ts';
export type { FooterSender } from './unsubscribe-footer.ts';
export { loadFooterSender, renderUnsubscribeFooter } from './unsubscribe-footer.ts';
export {
  listUnsubscribeHeaders,
  type UnsubscribeLinkInput,
  type UnsubscribeLinks,
  unsubscribeLinks,
} from './unsubscribe-links.ts';
export { createUnsubscribeTokens, type UnsubscribeClaims, type UnsubscribeTokens } from './unsubscribe-tokens.ts';
