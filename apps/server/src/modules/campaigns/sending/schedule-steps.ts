import { addSendingDays, hashSeed, nextWindowOpening, SendingWindowNeverOpensError } from './schedule/index.ts';
import type { EnrolmentToSchedule, NewLedgerRow, NewTask, SendStore, SequenceStep } from './send-store.ts';

/**
 * Enrolments read per page (keyset on their id): large, since each page costs a few statements
 * whatever its size (finding where the keyset resumes may sort every active enrolment), and the
 * store writes a page set-based: 100,000 first messages take five pages. A page holds some
 * megabytes.
 */
const pageSize = 20_000;

/** The next email step from `position`, and the sending days its wait steps add; tasks do not hold the sequence. */
export function nextEmailStep(
  steps: readonly SequenceStep[],
  position: number,
): { step: SequenceStep; waitDays: number } | null {
  let waitDays = 0;
  for (const step of steps) {
    if (step.position < position) continue;
    if (step.kind === 'wait') waitDays += step.waitDays;
    if (step.kind === 'email') return { step, waitDays };
  }
  return null;
}

/**
 * The task steps from `position` up to the next email step (or the end of the sequence), each with
 * the sending days the wait steps before it add: the sequence reaches a task after those waits.
 */
export function taskStepsAhead(
  steps: readonly SequenceStep[],
  position: number,
): { step: SequenceStep; waitDays: number }[] {
  const ahead: { step: SequenceStep; waitDays: number }[] = [];
  let waitDays = 0;
  for (const step of steps) {
    if (step.position < position) continue;
    if (step.kind === 'email') break;
    if (step.kind === 'wait') waitDays += step.waitDays;
    if (step.kind === 'task') ahead.push({ step, waitDays });
  }
  return ahead;
}

type DueAt = (enrolment: EnrolmentToSchedule, waitDays: number, now: Date) => Date | null;

/** The prospect's tasks before its next email, each due when the sequence reaches it; none past the end date. */
function tasksReached(
  enrolment: EnrolmentToSchedule,
  steps: readonly SequenceStep[],
  now: Date,
  due: DueAt = dueAtFor,
): NewTask[] {
  const tasks: NewTask[] = [];
  for (const { step, waitDays } of taskStepsAhead(steps, enrolment.position)) {
    const dueAt = due(enrolment, waitDays, now);
    if (!dueAt || !step.taskKind) continue;
    tasks.push({
      organisationId: enrolment.organisationId,
      campaignId: enrolment.campaignId,
      enrolmentId: enrolment.id,
      stepId: step.id,
      kind: step.taskKind,
      note: step.taskNote,
      dueAt,
    });
  }
  return tasks;
}

/** An even A/B split that does not change between passes: the enrolment's id picks its variant. */
export function variantFor(step: SequenceStep, enrolmentId: string): string | null {
  if (step.variantIds.length === 0) return null;
  return step.variantIds[hashSeed(`${enrolmentId}:${step.id}`) % step.variantIds.length] ?? null;
}

/**
 * When the step may first go: the first message at the next opening of the prospect's window;
 * a follow-up its wait (in sending days) after the previous message, at that day's opening.
 * Null when the campaign's end date comes first.
 */
export function dueAtFor(enrolment: EnrolmentToSchedule, waitDays: number, now: Date): Date | null {
  const { schedule } = enrolment.settings;
  const base = enrolment.lastSentAt && enrolment.lastSentAt > now ? enrolment.lastSentAt : now;
  if (!enrolment.lastSentAt || waitDays <= 0) {
    return nextWindowOpening(base, schedule, enrolment.timeZone, enrolment.country);
  }
  const after = addSendingDays(enrolment.lastSentAt, waitDays, schedule, enrolment.timeZone, enrolment.country);
  if (!after) return null;
  return after < now ? nextWindowOpening(now, schedule, enrolment.timeZone, enrolment.country) : after;
}

/**
 * `dueAtFor` remembered for the prospects without a message sent yet: their time depends only on
 * the campaign's schedule (the same for every row of one page, read in one statement), their time
 * zone and country, and the wait, so a page of thousands needs a handful of window searches.
 */
function pageDueAt(): DueAt {
  const known = new Map<string, Date | null>();
  return (enrolment, waitDays, now) => {
    if (enrolment.lastSentAt) return dueAtFor(enrolment, waitDays, now);
    const key = JSON.stringify([enrolment.campaignId, enrolment.timeZone, enrolment.country, waitDays]);
    if (known.has(key)) return known.get(key) ?? null;
    const dueAt = dueAtFor(enrolment, waitDays, now);
    known.set(key, dueAt);
    return dueAt;
  };
}

/**
 * Whether the enrolment's stored position and next due time already say what the new row does, so
 * the enrolment need not be rewritten: launch stores each prospect's first window opening. A stored
 * time that has passed and a row due now say the same (the window opened meanwhile and is open).
 */
export function enrolmentSettled(enrolment: EnrolmentToSchedule, position: number, dueAt: Date, now: Date): boolean {
  if (enrolment.position !== position || !enrolment.nextDueAt) return false;
  return Math.max(enrolment.nextDueAt.getTime(), now.getTime()) === dueAt.getTime();
}

/**
 * Places each active prospect's next step in the ledger (one row per prospect and step, unique, so
 * a second pass or a resumed campaign places nothing twice), pages of enrolments by keyset. A
 * prospect with no step left is completed; one the end date leaves no room for is completed too,
 * with the reason logged. The task steps before the next email get their tasks first (once each,
 * also unique), so a prospect completed here still has them.
 */
export async function scheduleDue(
  store: SendStore,
  log: { warn(details: object, message: string): void },
  now: Date,
): Promise<number> {
  const sequences = new Map<string, Promise<SequenceStep[]>>();
  const brokenCampaigns = new Set<string>();
  let after: string | null = null;
  let placed = 0;
  for (;;) {
    const page = await store.enrolmentsToSchedule(after, pageSize);
    if (page.length === 0) break;
    after = page[page.length - 1]?.id ?? null;
    const rows: NewLedgerRow[] = [];
    const tasks: NewTask[] = [];
    const due = pageDueAt();
    for (const enrolment of page) {
      if (brokenCampaigns.has(enrolment.campaignId)) continue;
      let steps = sequences.get(enrolment.campaignId);
      if (!steps) {
        steps = store.sequenceOf(enrolment.campaignId);
        sequences.set(enrolment.campaignId, steps);
      }
      const sequence = await steps;
      const next = nextEmailStep(sequence, enrolment.position);
      let reached: NewTask[];
      let dueAt: Date | null;
      try {
        reached = tasksReached(enrolment, sequence, now, due);
        dueAt = next ? due(enrolment, next.waitDays, now) : null;
      } catch (error) {
        if (!(error instanceof SendingWindowNeverOpensError)) throw error;
        brokenCampaigns.add(enrolment.campaignId);
        log.warn({ campaignId: enrolment.campaignId, reason: error.message }, 'campaign window never opens');
        continue;
      }
      if (!next) {
        await store.createTasks(reached);
        await store.complete(enrolment.id, now);
        continue;
      }
      if (!dueAt) {
        await store.createTasks(reached);
        await store.log({
          organisationId: enrolment.organisationId,
          campaignId: enrolment.campaignId,
          enrolmentId: enrolment.id,
          kind: 'skipped',
          reason: 'The campaign’s end date comes before this prospect’s next message could be sent.',
          at: now,
        });
        await store.complete(enrolment.id, now);
        continue;
      }
      tasks.push(...reached);
      rows.push({
        organisationId: enrolment.organisationId,
        campaignId: enrolment.campaignId,
        enrolmentId: enrolment.id,
        stepId: next.step.id,
        variantId: variantFor(next.step, enrolment.id),
        mailboxId: enrolment.mailboxId,
        dueAt,
        position: next.step.position,
        movesEnrolment: !enrolmentSettled(enrolment, next.step.position, dueAt, now),
      });
    }
    // Tasks before the ledger rows: until a row moves the prospect on, the next pass finds the same tasks.
    await store.createTasks(tasks);
    placed += await store.schedule(rows);
    if (page.length < pageSize) break;
  }
  return placed;
}
