import type { InboxLabel, InboxReplyBody } from '@leadpilot/contracts';
import type { Actor } from '../../../platform/auth/actor.ts';
import type { Clock } from '../../../platform/clock.ts';
import type { InboxCountFilters, InboxListFilters } from './inbox-filters.ts';
import { countInbox, listInbox } from './list-inbox.ts';
import { overrideLabel, removeMessage, restoreMessage, setHandled, snooze } from './message-actions.ts';
import { type InboxDeps, messageDetail } from './message-detail.ts';
import type { InsightLog } from './prospect-summary.ts';
import { replyInThread } from './reply-in-thread.ts';

/**
 * The team inbox: every inbound message of the organisation with its label, filtered and paged,
 * one message with its thread and its prospect, and what a person does with it (label, handle,
 * snooze, delete, reply). Time is the clock's, so a snooze ends when the clock passes it.
 */
export function createInboxService(deps: InboxDeps & { clock: Clock }) {
  const { db, clock } = deps;
  return {
    list: (actor: Actor, filters: InboxListFilters) => listInbox(db, actor.organisationId, filters, clock.now()),
    counts: (actor: Actor, filters: InboxCountFilters) => countInbox(db, actor.organisationId, filters, clock.now()),
    detail: (actor: Actor, id: string, log: InsightLog) => messageDetail(deps, actor, id, { now: clock.now(), log }),
    overrideLabel: (actor: Actor, id: string, label: InboxLabel | null) =>
      overrideLabel(db, actor, id, label, clock.now()),
    setHandled: (actor: Actor, id: string, handled: boolean) => setHandled(db, actor, id, handled, clock.now()),
    snooze: (actor: Actor, id: string, until: Date | null) => snooze(db, actor, id, until, clock.now()),
    remove: (actor: Actor, id: string) => removeMessage(db, actor, id, clock.now()),
    restore: (actor: Actor, id: string) => restoreMessage(db, actor, id, clock.now()),
    reply: (actor: Actor, id: string, body: InboxReplyBody) => replyInThread(deps, actor, id, body),
  };
}
export type InboxService = ReturnType<typeof createInboxService>;
