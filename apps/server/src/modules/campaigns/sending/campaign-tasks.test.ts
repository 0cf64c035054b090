import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../../test/harness.ts';
import type { DatabaseHandle } from '../../../db/client.ts';
import { campaignSteps, campaignTasks, enrolments, sendLedger } from '../../../db/schema.ts';
import { createDrizzleSendStore } from './drizzle-send-store.ts';
import { scheduleDue, taskStepsAhead } from './schedule-steps.ts';
import { createSendEngine } from './send-engine.ts';
import type { SequenceStep } from './send-store.ts';
import { createMailboxTransport } from './send-transport.ts';
import {
  createCampaign,
  createMailbox,
  createOrganisation,
  enrol,
  enrolmentsOf,
  pauseEveryCampaign,
  type StepInput,
  testMailboxClients,
  tickingClock,
} from './sending-test-support.ts';

const hour = 3_600_000;
const quiet = { info: () => undefined, warn: () => undefined };

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
}, 120_000);
afterEach(() => pauseEveryCampaign(database.db));
afterAll(() => database?.close());

const email = (body: string): StepInput => ({ kind: 'email', variants: [{ subject: 'Hello', bodyHtml: body }] });

/** A running campaign of `steps` for two prospects, with an engine on a manual clock over a sandbox mailbox. */
async function campaignWith(steps: StepInput[], start: string) {
  const db = database.db;
  const clock = tickingClock(start);
  const organisationId = await createOrganisation(db);
  const mailboxId = await createMailbox(db, organisationId, { email: `tasks-${crypto.randomUUID()}@sender.test` });
  const campaignId = await createCampaign(db, { organisationId, mailboxIds: [mailboxId], steps });
  await enrol(db, organisationId, campaignId, [
    { email: `first-${campaignId}@prospects.test` },
    { email: `second-${campaignId}@prospects.test` },
  ]);
  const store = createDrizzleSendStore(db);
  const transport = createMailboxTransport({ db, clock, clients: await testMailboxClients(db) });
  const engine = createSendEngine({ store, transport, clock, log: quiet, ramp: null });
  const tasks = () => db.select().from(campaignTasks).where(eq(campaignTasks.campaignId, campaignId));
  return { db, clock, store, engine, campaignId, tasks };
}

describe('task steps of a sequence', () => {
  it('creates one task per prospect, due two sending days after the first send, however often it schedules', async () => {
    const { db, clock, store, engine, campaignId, tasks } = await campaignWith(
      [
        email('<p>Hi.</p>'),
        { kind: 'wait', waitDays: 2 },
        { kind: 'task', taskKind: 'call', taskNote: 'Ask about their Q3 plans.' },
        email('<p>Following up.</p>'),
      ],
      '2026-03-02T10:00:00Z',
    );
    expect((await engine.runPass()).sent).toBe(2);
    // The first pass sent the first email: no task yet, the sequence has not reached it.
    expect(await tasks()).toHaveLength(0);

    clock.advance(hour);
    // Two passes at once, as two workers would run them, then another after a crash that lost the ledger rows.
    await Promise.all([scheduleDue(store, quiet, clock.now()), scheduleDue(store, quiet, clock.now())]);
    const [followUp] = await db
      .select({ id: campaignSteps.id })
      .from(campaignSteps)
      .where(and(eq(campaignSteps.campaignId, campaignId), eq(campaignSteps.position, 3)));
    await db.delete(sendLedger).where(eq(sendLedger.stepId, followUp?.id ?? ''));
    await db.update(enrolments).set({ position: 1 }).where(eq(enrolments.campaignId, campaignId));
    await scheduleDue(store, quiet, clock.now());
    await engine.runPass();

    const created = await tasks();
    const prospects = await enrolmentsOf(db, campaignId);
    expect(created.map((task) => task.enrolmentId).sort()).toEqual(prospects.map((row) => row.id).sort());
    const [sent] = await db
      .select({ sentAt: sendLedger.sentAt })
      .from(sendLedger)
      .where(and(eq(sendLedger.enrolmentId, created[0]?.enrolmentId ?? ''), eq(sendLedger.state, 'sent')));
    expect(sent?.sentAt?.toISOString().slice(0, 10)).toBe('2026-03-02');
    for (const task of created) {
      // Two sending days after Monday's send: Wednesday, at the window's opening (00:00 UTC every day).
      expect(task.dueAt.toISOString()).toBe('2026-03-04T00:00:00.000Z');
      expect(task).toMatchObject({ kind: 'call', note: 'Ask about their Q3 plans.', status: 'open' });
    }
    // The follow-up email after the task goes at the same time: the task does not hold the sequence.
    const followUps = await db
      .select()
      .from(sendLedger)
      .where(eq(sendLedger.stepId, followUp?.id ?? ''));
    expect(followUps.map((row) => row.dueAt.toISOString())).toEqual([
      '2026-03-04T00:00:00.000Z',
      '2026-03-04T00:00:00.000Z',
    ]);
  });

  it('creates the tasks of a sequence that ends with one before the prospect is completed', async () => {
    const { db, clock, engine, campaignId, tasks } = await campaignWith(
      [email('<p>Hi.</p>'), { kind: 'wait', waitDays: 1 }, { kind: 'task', taskKind: 'linkedin' }],
      '2026-03-02T10:00:00Z',
    );
    await engine.runPass();
    clock.advance(hour);
    await engine.runPass();
    const created = await tasks();
    expect(created).toHaveLength(2);
    expect(created.every((task) => task.kind === 'linkedin' && task.note === null)).toBe(true);
    expect(created.every((task) => task.dueAt.toISOString() === '2026-03-03T00:00:00.000Z')).toBe(true);
    expect((await enrolmentsOf(db, campaignId)).map((row) => row.status)).toEqual(['completed', 'completed']);
  });
});

describe('taskStepsAhead', () => {
  const step = (position: number, kind: SequenceStep['kind'], waitDays = 0): SequenceStep => ({
    id: `step-${position}`,
    position,
    kind,
    waitDays,
    newThread: false,
    variantIds: [],
    taskKind: kind === 'task' ? 'call' : null,
    taskNote: null,
  });
  const steps = [
    step(0, 'email'),
    step(1, 'task'),
    step(2, 'wait', 2),
    step(3, 'task'),
    step(4, 'wait', 1),
    step(5, 'email'),
    step(6, 'task'),
  ];

  it('lists the tasks up to the next email, each after the waits before it', () => {
    expect(taskStepsAhead(steps, 1).map(({ step, waitDays }) => [step.id, waitDays])).toEqual([
      ['step-1', 0],
      ['step-3', 2],
    ]);
    expect(taskStepsAhead(steps, 0)).toEqual([]);
    expect(taskStepsAhead(steps, 6).map(({ step }) => step.id)).toEqual(['step-6']);
  });
});
