// The reply reader: the inbound sync (sync/) reads every connected mailbox's new mail, stores each
// message once and matches it to the campaign thread it answers; the classifier (classify/) says
// what each message is.

export { createReplyEffects } from './effects/reply-effects.ts';
export { registerInboxRoutes } from './inbox/inbox.routes.ts';
export { createInboxService, type InboxService } from './inbox/inbox.service.ts';
export { createDrizzleSyncStore } from './sync/drizzle-sync-store.ts';
export type { OnInboundStored } from './sync/inbound-effects.ts';
export { messageIdsIn, normaliseSubject } from './sync/match-thread.ts';
export { replySyncJob } from './sync/sync.jobs.ts';
export {
  createSyncEngine,
  defaultSyncSettings,
  type InboundReaders,
  type MailboxSyncResult,
  type SyncEngine,
  type SyncEngineDeps,
  type SyncSettings,
} from './sync/sync-engine.ts';
export type { InboundMessageRow, SyncStore } from './sync/sync-store.ts';
export { createMailboxInboundTransport, type InboundTransport } from './sync/sync-transport.ts';
