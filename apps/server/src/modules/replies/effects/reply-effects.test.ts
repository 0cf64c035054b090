import type { LoginReply } from '@leadpilot/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../../test/harness.ts';
import { campaigns, campaignTransitions, enrolments, inboundMessages, people } from '../../../db/schema.ts';
import { resumeReturnedProspects } from '../../campaigns/index.ts';
import {
  balanceOf,
  organisationWithCredits,
  type SeededPerson,
  seedPeople,
} from '../../contacts/contacts-test-support.ts';
import { isSuppressed } from '../../suppressions/index.ts';
import type { InboundMessageRow } from '../sync/sync-store.ts';
import { createMailboxRow, sentCampaignMessage } from '../sync/sync-test-support.ts';
import { createReplyEffects } from './reply-effects.ts';

let context: TestContext;
let owner: LoginReply;
let organisationId: string;
let mailboxId: string;
let folks: SeededPerson[];

beforeAll(async () => {
  context = await createTestContext();
  folks = await seedPeople(context, 40, 'reply-effects');
  owner = await organisationWithCredits(context, 500);
  organisationId = owner.userData.organisation.id;
  mailboxId = (await createMailboxRow(context.db, organisationId, { email: 'rep@sender.example' })).id;
});
afterAll(() => context?.close());

let messageCount = 0;

/** A campaign message sent to `to`, and a stored inbound message answering it with `verdict`. */
async function answered(to: string, verdict: Partial<typeof inboundMessages.$inferInsert>, personId?: string) {
  messageCount += 1;
  const sent = await sentCampaignMessage(context.db, {
    organisationId,
    mailboxId,
    to,
    subject: 'Quick question',
    messageId: `<sent-${messageCount}@sender.example>`,
    sentAt: new Date(context.clock.now().getTime() - 3_600_000),
    ...(personId ? { personId } : {}),
  });
  const [row] = await context.db
    .insert(inboundMessages)
    .values({
      organisationId,
      mailboxId,
      messageId: `<in-${messageCount}@elsewhere.example>`,
      providerRef: `ref-${messageCount}`,
      fromAddress: to,
      rawSize: 100,
      receivedAt: context.clock.now(),
      sendLedgerId: sent.sendLedgerId,
      enrolmentId: sent.enrolmentId,
      campaignId: sent.campaignId,
      personId: personId ?? null,
      matchedBy: 'header',
      confidence: 0.9,
      ...verdict,
    })
    .returning();
  return { ...sent, row: row as InboundMessageRow };
}

const effects = () => createReplyEffects({ db: context.db, clock: context.clock });

async function enrolment(id: string) {
  const [row] = await context.db.select().from(enrolments).where(eq(enrolments.id, id));
  return row;
}

describe('what a stored reply does', () => {
  it('a reply stops the sequence and is logged with its label and sentiment; running twice changes nothing more', async () => {
    const { enrolmentId, row } = await answered('pat@prospect.example', { kind: 'reply', label: 'interested' });
    await effects()(row);
    await effects()(row);
    expect((await enrolment(enrolmentId))?.status).toBe('stopped');
    expect((await enrolment(enrolmentId))?.stopReason).toBe('reply');
    const events = await context.database.query<{ kind: string; details: { sentiment: string; label: string } }>(
      `select kind, details from communication_events where enrolment_id = $1 and kind = 'replied'`,
      [enrolmentId],
    );
    expect(events).toHaveLength(1);
    expect(events[0]?.details).toMatchObject({ label: 'interested', sentiment: 'positive' });
  });

  it('an unsubscribe request suppresses the address at once and stops with the reason unsubscribe', async () => {
    const { enrolmentId, row } = await answered('remove.me@prospect.example', {
      kind: 'reply',
      label: 'unsubscribe_request',
    });
    expect(await isSuppressed(context.db, organisationId, 'remove.me@prospect.example')).toBe(false);
    await effects()(row);
    expect(await isSuppressed(context.db, organisationId, 'remove.me@prospect.example')).toBe(true);
    expect((await enrolment(enrolmentId))?.stopReason).toBe('unsubscribe');
  });

  it("a person's override decides over the classifier's label", async () => {
    const { enrolmentId, row } = await answered('override@prospect.example', {
      kind: 'reply',
      label: 'question',
      labelOverride: 'unsubscribe_request',
    });
    await effects()(row);
    expect(await isSuppressed(context.db, organisationId, 'override@prospect.example')).toBe(true);
    expect((await enrolment(enrolmentId))?.stopReason).toBe('unsubscribe');
  });

  it('a hard bounce of a revealed verified email: invalid, suppressed, stopped, and its credit given back once', async () => {
    const person = folks.find((candidate) => candidate.email && candidate.phone === null);
    if (!person?.email) throw new Error('no person with an email and no phone');
    await context.db.update(people).set({ emailStatus: 'verified' }).where(eq(people.id, person.id));
    const before = await balanceOf(context, organisationId);
    const reveal = await context.call('GET', `/api/v1/callback/opencontact/${person.id}`, { token: owner.accessToken });
    expect(reveal.status).toBe(200);
    const afterReveal = await balanceOf(context, organisationId);
    expect(afterReveal).toBeLessThan(before);
    const { enrolmentId, row } = await answered(
      person.email,
      { kind: 'bounce', bounceKind: 'hard', bounceRecipient: person.email.toUpperCase() },
      person.id,
    );
    await effects()(row);
    await effects()({ ...row, effectsAt: null });
    expect(await balanceOf(context, organisationId)).toBe(before);
    const [stored] = await context.db
      .select({ status: people.emailStatus })
      .from(people)
      .where(eq(people.id, person.id));
    expect(stored?.status).toBe('invalid');
    expect(await isSuppressed(context.db, organisationId, person.email)).toBe(true);
    expect((await enrolment(enrolmentId))?.stopReason).toBe('bounce');
    const creditBacks = await context.database.query(
      `select 1 from credit_ledger where organisation_id = $1 and kind = 'credit_back'`,
      [organisationId],
    );
    expect(creditBacks).toHaveLength(1);
  });

  it('a soft bounce or a block is logged and changes nothing else', async () => {
    for (const bounceKind of ['soft', 'block'] as const) {
      const address = `${bounceKind}@prospect.example`;
      const { enrolmentId, row } = await answered(address, { kind: 'bounce', bounceKind, bounceRecipient: address });
      await effects()(row);
      expect((await enrolment(enrolmentId))?.status).toBe('active');
      expect(await isSuppressed(context.db, organisationId, address)).toBe(false);
    }
  });

  it('an out-of-office reply pauses until the day after the return date, then the sweep resumes', async () => {
    const now = context.clock.now();
    const returnDate = new Date(now.getTime() + 3 * 86_400_000).toISOString().slice(0, 10);
    const { enrolmentId, row } = await answered('away@prospect.example', {
      kind: 'auto_reply',
      outOfOffice: true,
      returnDate,
    });
    await effects()(row);
    const paused = await enrolment(enrolmentId);
    expect(paused?.status).toBe('paused');
    expect(paused?.nextDueAt?.toISOString().slice(0, 10)).toBe(
      new Date(Date.parse(`${returnDate}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10),
    );
    expect(await resumeReturnedProspects(context.db, new Date(now.getTime() + 3 * 86_400_000))).not.toContain(
      enrolmentId,
    );
    expect(await resumeReturnedProspects(context.db, new Date(now.getTime() + 5 * 86_400_000))).toContain(enrolmentId);
    expect((await enrolment(enrolmentId))?.status).toBe('active');
  });
});

describe('circuit breakers', () => {
  async function campaignOf(count: number, verdict: (index: number) => Partial<typeof inboundMessages.$inferInsert>) {
    const first = await answered(`breaker-0-${messageCount}@prospect.example`, verdict(0));
    const rows = [first.row];
    for (let index = 1; index < count; index += 1) {
      const more = await answered(`breaker-${index}-${messageCount}@prospect.example`, verdict(index));
      // Every message of the test joins the first one's campaign.
      await context.db
        .update(enrolments)
        .set({ campaignId: first.campaignId })
        .where(eq(enrolments.id, more.enrolmentId));
      await context.database.query('update send_ledger set campaign_id = $1 where id = $2', [
        first.campaignId,
        more.sendLedgerId,
      ]);
      await context.db
        .update(inboundMessages)
        .set({ campaignId: first.campaignId })
        .where(eq(inboundMessages.id, more.row.id));
      rows.push({ ...more.row, campaignId: first.campaignId });
    }
    return { campaignId: first.campaignId, rows };
  }

  it('pause a campaign whose hard bounces pass 3 % of its last sends, and say why', async () => {
    const { campaignId, rows } = await campaignOf(25, (index) =>
      index === 0 ? { kind: 'bounce', bounceKind: 'hard' } : { kind: 'auto_reply', outOfOffice: false },
    );
    await effects()(rows[0] as InboundMessageRow);
    // 1 hard bounce of 25 sends is 4 %, above 3 %.
    const [campaign] = await context.db
      .select({ status: campaigns.status })
      .from(campaigns)
      .where(eq(campaigns.id, campaignId));
    expect(campaign?.status).toBe('paused');
    const [transition] = await context.db
      .select({ reason: campaignTransitions.reason })
      .from(campaignTransitions)
      .where(and(eq(campaignTransitions.campaignId, campaignId), eq(campaignTransitions.toStatus, 'paused')));
    expect(transition?.reason).toMatch(/hard-bounced \(4\.0 %, above 3\.0 %\)/);
  });

  it('leave a campaign running below the thresholds or with too few sends to tell', async () => {
    const few = await campaignOf(5, () => ({ kind: 'bounce', bounceKind: 'hard' }));
    await effects()(few.rows[0] as InboundMessageRow);
    const many = await campaignOf(40, (index) =>
      index === 0 ? { kind: 'reply', label: 'not_interested' } : { kind: 'auto_reply', outOfOffice: false },
    );
    await effects()(many.rows[0] as InboundMessageRow);
    for (const campaignId of [few.campaignId, many.campaignId]) {
      const [campaign] = await context.db
        .select({ status: campaigns.status })
        .from(campaigns)
        .where(eq(campaigns.id, campaignId));
      expect(campaign?.status).toBe('running');
    }
  });
});
