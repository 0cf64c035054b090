import type { Database } from '../../db/client.ts';
import type { Clock } from '../../platform/clock.ts';
import type { MailboxClientFactory } from '../mailboxes/index.ts';
import { createConversationService } from './conversation.ts';
import { createManualEmailSender } from './manual-email.ts';
import { createUpcomingQueue } from './upcoming-queue.ts';

/** Conversations, the upcoming queue, drafts and manual emails of the actor's organisation. */
export function createCommunicationService(deps: { db: Database; clock: Clock; clients: MailboxClientFactory }) {
  return {
    ...createConversationService(deps),
    upcoming: createUpcomingQueue(deps),
    sendManualEmail: createManualEmailSender(deps),
  };
}
export type CommunicationService = ReturnType<typeof createCommunicationService>;
