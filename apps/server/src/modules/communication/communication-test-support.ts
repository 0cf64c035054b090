import type { CampaignDetail, LoginReply } from '@leadpilot/contracts';
import { eq } from 'drizzle-orm';
import type { TestContext } from '../../../test/harness.ts';
import { enrolments, sendLedger } from '../../db/schema.ts';
import { launchableDraft, transition } from '../campaigns/campaigns-test-support.ts';

/**
 * A running campaign of three prospects with send-ledger rows written straight to the database (the
 * engine does not run in these tests): the first prospect's first message sent and its follow-up
 * scheduled, the second's first message claimed by a worker, the third's unknown.
 */
export async function campaignWithLedger(context: TestContext, owner: LoginReply) {
  const draft: CampaignDetail = await launchableDraft(context, owner);
  const launched = await transition(context, owner, 'launch', { id: draft.id });
  if (launched.status !== 200) throw new Error(`launch failed: ${JSON.stringify(launched.body)}`);
  const people = await context.db
    .select()
    .from(enrolments)
    .where(eq(enrolments.campaignId, draft.id))
    .orderBy(enrolments.email);
  const [first, second, third] = people;
  const emailSteps = draft.steps.filter((step) => step.kind === 'email');
  const [step1, step2] = emailSteps;
  const mailboxId = draft.mailboxIds[0] ?? null;
  if (!first || !second || !third || !step1 || !step2) throw new Error('fixture incomplete');
  const now = context.clock.now();
  const base = { organisationId: first.organisationId, campaignId: draft.id, mailboxId };
  const minutes = (n: number) => new Date(now.getTime() + n * 60_000);
  const [sent, followUp, claimed, unknown] = await context.db
    .insert(sendLedger)
    .values([
      {
        ...base,
        enrolmentId: first.id,
        stepId: step1.id,
        variantId: step1.variants[0]?.id ?? null,
        state: 'sent',
        dueAt: minutes(-60),
        messageId: `<lp.${context.unique()}@acme.test>`,
        submittedAt: minutes(-59),
        sentAt: minutes(-59),
        attempts: 1,
      },
      {
        ...base,
        enrolmentId: first.id,
        stepId: step2.id,
        variantId: step2.variants[0]?.id ?? null,
        dueAt: minutes(60),
      },
      {
        ...base,
        enrolmentId: second.id,
        stepId: step1.id,
        variantId: step1.variants[1]?.id ?? null,
        state: 'claimed',
        dueAt: minutes(-1),
        leaseUntil: minutes(5),
        claimedBy: 'worker-1',
        attempts: 1,
      },
      {
        ...base,
        enrolmentId: third.id,
        stepId: step1.id,
        state: 'unknown',
        dueAt: minutes(-30),
        messageId: `<lp.${context.unique()}@acme.test>`,
        submittedAt: minutes(-29),
        attempts: 1,
        reason: 'Not found in the sent mail.',
      },
    ])
    .returning();
  if (!sent || !followUp || !claimed || !unknown) throw new Error('ledger rows missing');
  await context.db.update(enrolments).set({ position: step2.position }).where(eq(enrolments.id, first.id));
  await context.db.update(enrolments).set({ position: step1.position }).where(eq(enrolments.id, third.id));
  return {
    campaign: draft,
    prospects: { first, second, third },
    steps: { step1, step2 },
    ledger: { sent, followUp, claimed, unknown },
    mailboxId,
  };
}
