import { type Mailbox, type WarmupBody, warmupLimits } from '@leadpilot/contracts';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { mailboxes } from '../../db/schema.ts';
import type { Actor } from '../../platform/auth/actor.ts';
import type { Clock } from '../../platform/clock.ts';
import { notFound, refused } from '../../platform/errors.ts';
import { loadMailboxView, plannedWarmupFor, warmupDayIndex } from '../mailboxes/index.ts';

const messages = (count: number) => `${count} ${count === 1 ? 'message' : 'messages'}`;

/** Starting and stopping a mailbox's warm-up (`POST /organisation/emails/warmup`). */
export function createWarmupService(deps: { db: Database; clock: Clock }) {
  const { db, clock } = deps;

  return {
    /**
     * Starts (the ramp counts from the first start) or stops warm-up. Only mailboxes that send mail
     * warm up, and only an active one may start; the target never exceeds the mailbox's daily limit.
     */
    async setWarmup(actor: Actor, body: WarmupBody): Promise<{ message: string; data: Mailbox }> {
      const now = clock.now();
      const [mailbox] = await db
        .select()
        .from(mailboxes)
        .where(and(eq(mailboxes.organisationId, actor.organisationId), eq(mailboxes.id, body.id)));
      if (!mailbox) throw notFound('This mailbox');
      if (mailbox.mode !== 'Email') {
        throw refused(`${mailbox.email} is a calendar: only mailboxes that send mail warm up.`);
      }
      if (body.enabled) {
        if (mailbox.status !== 'active') {
          const why = mailbox.statusReason ? ` (${mailbox.statusReason.replace(/\.$/, '')})` : '';
          throw refused(`${mailbox.email} is ${mailbox.status}${why}. Switch it back on before warming it up.`);
        }
        const target = body.dailyTarget === undefined ? mailbox.warmupTarget : Number(body.dailyTarget);
        if (target > mailbox.dailyLimit) {
          throw refused(
            `Aim for at most ${mailbox.dailyLimit} a day: warm-up shares ${mailbox.email}'s daily limit of ${mailbox.dailyLimit} with campaigns. Raise the limit first.`,
          );
        }
        const startedAt = mailbox.warmupStartedAt ?? now;
        await db
          .update(mailboxes)
          .set({ warmupEnabled: true, warmupTarget: target, warmupStartedAt: startedAt, updatedAt: now })
          .where(eq(mailboxes.id, mailbox.id));
        const today = plannedWarmupFor(warmupDayIndex(startedAt, now), target);
        const data = await loadMailboxView(db, actor.organisationId, mailbox.id, now);
        if (!data) throw notFound('This mailbox');
        return {
          message:
            today >= target
              ? `Warm-up is on for ${mailbox.email}: ${messages(target)} a day.`
              : `Warm-up is on for ${mailbox.email}: ${messages(today)} today, growing by ${warmupLimits.stepPerDay} a day to ${target}.`,
          data,
        };
      }
      await db
        .update(mailboxes)
        .set({
          warmupEnabled: false,
          ...(body.dailyTarget === undefined ? {} : { warmupTarget: Number(body.dailyTarget) }),
          updatedAt: now,
        })
        .where(eq(mailboxes.id, mailbox.id));
      const data = await loadMailboxView(db, actor.organisationId, mailbox.id, now);
      if (!data) throw notFound('This mailbox');
      return { message: `Warm-up is off for ${mailbox.email}.`, data };
    },
  };
}
export type WarmupService = ReturnType<typeof createWarmupService>;
