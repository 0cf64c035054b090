export {
  type FoundMessage,
  type InboundBatch,
  type InboundCursor,
  type InboundRaw,
  type InboundRequest,
  type MailboxClient,
  type MailboxClientFactory,
  MailboxConnectionError,
  type MailboxMessage,
} from './mailbox-client.ts';
export { createMailboxClientFactory, sealSmtpImapSecrets } from './mailbox-clients.ts';
export { sendFromMailbox, sentTodayBy } from './mailbox-sender.ts';
export { loadMailboxView, type MailboxRow } from './mailbox-view.ts';
export { registerMailboxRoutes } from './mailboxes.routes.ts';
export { createMailboxService, type MailboxService } from './mailboxes.service.ts';
export { createProviderMailboxClients } from './provider-clients.ts';
export { createProviderTokenKeeper, type ProviderTokenKeeper } from './provider-token-keeper.ts';
export {
  createProviderOAuth,
  type ProviderOAuth,
  ProviderOAuthFailure,
  type StoredProviderTokens,
  type TokenGrant,
} from './provider-tokens.ts';
export { plannedWarmupFor, warmupDayIndex } from './warmup-plan.ts';
