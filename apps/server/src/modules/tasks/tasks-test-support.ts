import type { CampaignDetail, LoginReply } from '@leadpilot/contracts';
import { eq } from 'drizzle-orm';
import type { TestContext } from '../../../test/harness.ts';
import { campaignTasks, enrolments } from '../../db/schema.ts';
import { csvPeople, sandboxMailbox, savedCampaign, transition } from '../campaigns/campaigns-test-support.ts';

/**
 * A running campaign (email, wait 2 days, call, LinkedIn, email) of three prospects whose tasks are
 * written straight to the database (the engine does not run in these tests): the first prospect's
 * call overdue by two hours and its LinkedIn task due in an hour, the second's call due tomorrow,
 * the third's call and LinkedIn task due in two and three days.
 */
export async function campaignWithTasks(context: TestContext, owner: LoginReply) {
  const mailbox = await sandboxMailbox(context, owner);
  const campaign: CampaignDetail = await savedCampaign(context, owner, {
    name: `Tasks ${context.unique()}`,
    steps: [
      { kind: 'email', variants: [{ label: 'A', subject: 'Hello {{ first_name }}', bodyHtml: '<p>Hi.</p>' }] },
      { kind: 'wait', waitDays: 2 },
      { kind: 'task', taskKind: 'call', taskNote: 'Ask about the pilot.' },
      { kind: 'task', taskKind: 'linkedin' },
      { kind: 'email', variants: [{ label: 'A', bodyHtml: '<p>Following up.</p>' }] },
    ],
    mailboxIds: [mailbox.id],
    audience: { csv: csvPeople(3, `tasks-${context.unique()}`) },
  });
  const launched = await transition(context, owner, 'launch', { id: campaign.id });
  if (launched.status !== 200) throw new Error(`launch failed: ${JSON.stringify(launched.body)}`);
  const [first, second, third] = await context.db
    .select()
    .from(enrolments)
    .where(eq(enrolments.campaignId, campaign.id))
    .orderBy(enrolments.email);
  const [call, linkedin] = campaign.steps.filter((step) => step.kind === 'task');
  if (!first || !second || !third || !call || !linkedin) throw new Error('fixture incomplete');
  const now = context.clock.now().getTime();
  const hours = (count: number) => new Date(now + count * 3_600_000);
  const task = (enrolmentId: string, step: typeof call, dueAt: Date) => ({
    organisationId: first.organisationId,
    campaignId: campaign.id,
    enrolmentId,
    stepId: step.id,
    kind: step.taskKind ?? 'other',
    note: step.taskNote,
    dueAt,
  });
  const rows = await context.db
    .insert(campaignTasks)
    .values([
      task(first.id, call, hours(-2)),
      task(first.id, linkedin, hours(1)),
      task(second.id, call, hours(24)),
      task(third.id, call, hours(48)),
      task(third.id, linkedin, hours(72)),
    ])
    .returning();
  const [firstCall, firstLinkedin, secondCall, thirdCall, thirdLinkedin] = rows;
  if (!firstCall || !firstLinkedin || !secondCall || !thirdCall || !thirdLinkedin) throw new Error('tasks missing');
  return {
    campaign,
    prospects: { first, second, third },
    tasks: { firstCall, firstLinkedin, secondCall, thirdCall, thirdLinkedin },
    /** Every task, as the open list orders them. */
    inOrder: [firstCall, firstLinkedin, secondCall, thirdCall, thirdLinkedin].map((row) => row.id),
  };
}
