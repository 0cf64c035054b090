// `npm run bench` (reply reader), part 2: sync throughput. A fresh database with an organisation,
// campaign messages it sent (campaigns, enrolments, sent ledger rows, the log's `sent` events) and
// one sandbox mailbox with N messages delivered to it (replies-corpus.ts); then the sync engine as
// the job wires it (`createDrizzleSyncStore`, the mailbox clients' transport, `parseInbound` and
// `classifyInbound` behind `withModelRefinement` with no model) runs `syncDue()` sweeps until the
// mailbox is caught up. Every dependency the engine is handed is wrapped in a timer, so the run
// says where its time went (fetch, parse, classify, thread matching, the batch insert, effects).
import { randomUUID } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { defaultCampaignSettings } from '@leadpilot/contracts';
import { eq } from 'drizzle-orm';
import type { DatabaseHandle } from '../../apps/server/src/db/client.ts';
import {
  campaignSteps,
  campaigns,
  communicationEvents,
  enrolments,
  inboundMessages,
  mailboxes,
  organisations,
  sandboxMessages,
  sendLedger,
} from '../../apps/server/src/db/schema.ts';
import { createMailboxClientFactory } from '../../apps/server/src/modules/mailboxes/index.ts';
import { classifyInbound } from '../../apps/server/src/modules/replies/classify/classify-message.ts';
import { parseInbound } from '../../apps/server/src/modules/replies/classify/parse-inbound.ts';
import {
  createDrizzleSyncStore,
  createMailboxInboundTransport,
  createReplyEffects,
  createSyncEngine,
  type InboundMessageRow,
  type InboundReaders,
  type InboundTransport,
  type SyncStore,
} from '../../apps/server/src/modules/replies/index.ts';
import { withModelRefinement } from '../../apps/server/src/modules/replies/refine/refine-with-model.ts';
import type { NewInboundMessage } from '../../apps/server/src/modules/replies/sync/sync-store.ts';
import { systemClock } from '../../apps/server/src/platform/clock.ts';
import { createSecretBox } from '../../apps/server/src/platform/secret-box.ts';
import { type CorpusKind, type Delivery, rawOf, type SentMessage } from './replies-corpus.ts';

const day = 86_400_000;
const rowsPerStatement = 500;

/** Everything a benchmark database holds before the sync, with ids fixed once so every database gets the same rows. */
export interface SyncFixture {
  organisationId: string;
  mailboxId: string;
  mailboxEmail: string;
  campaigns: { id: string; stepId: string }[];
  sent: SentMessage[];
  deliveries: Delivery[];
}

/** `count` campaign messages in `campaignCount` campaigns, sent 15 to 45 days before `now` (within the 60 days a subject match looks back). */
export function buildSentMessages(count: number, campaignCount: number, now: Date): SentMessage[] {
  const first = now.getTime() - 45 * day;
  return Array.from({ length: count }, (_, index) => ({
    campaign: index % campaignCount,
    enrolmentId: randomUUID(),
    ledgerId: randomUUID(),
    email: `prospect${index}@client${index % 997}.example`,
    name: `Pat Prospect${index}`,
    subject: `Quick question about Client ${index % 997}'s pipeline`,
    messageId: `<sent-${index}.${randomUUID().slice(0, 8)}@acme-sales.example>`,
    sentAt: new Date(first + Math.floor((index * 30 * day) / Math.max(1, count))),
  }));
}

async function insertChunks<T>(rows: readonly T[], insert: (chunk: T[]) => Promise<unknown>) {
  for (let start = 0; start < rows.length; start += rowsPerStatement) {
    await insert(rows.slice(start, start + rowsPerStatement));
  }
}

/** The organisation, its mailbox and campaign messages; with `deliver`, the N messages in the sandbox too (not timed). */
export async function seedDatabase(handle: DatabaseHandle, fixture: SyncFixture, options: { deliver: boolean }) {
  const db = handle.db;
  await db.insert(organisations).values({ id: fixture.organisationId, name: 'Reply bench Ltd' });
  await db.insert(mailboxes).values({
    id: fixture.mailboxId,
    organisationId: fixture.organisationId,
    mode: 'Email',
    kind: 'sandbox',
    email: fixture.mailboxEmail,
    senderName: 'Sam Sender',
  });
  await db.insert(campaigns).values(
    fixture.campaigns.map((campaign, index) => ({
      id: campaign.id,
      organisationId: fixture.organisationId,
      name: `Reply bench ${index + 1}`,
      status: 'running' as const,
      settings: defaultCampaignSettings,
      launchedAt: fixture.sent[0]?.sentAt ?? null,
    })),
  );
  await db.insert(campaignSteps).values(
    fixture.campaigns.map((campaign) => ({
      id: campaign.stepId,
      campaignId: campaign.id,
      position: 0,
      kind: 'email' as const,
    })),
  );
  const campaignOf = (sent: SentMessage) => fixture.campaigns[sent.campaign] as SyncFixture['campaigns'][number];
  await insertChunks(fixture.sent, (chunk) =>
    db.insert(enrolments).values(
      chunk.map((sent) => ({
        id: sent.enrolmentId,
        organisationId: fixture.organisationId,
        campaignId: campaignOf(sent).id,
        email: sent.email,
        firstName: 'Pat',
        lastName: sent.name.split(' ')[1] ?? '',
        domain: sent.email.split('@')[1] ?? '',
        position: 1,
        mailboxId: fixture.mailboxId,
        threadMessageId: sent.messageId,
        nextDueAt: new Date(sent.sentAt.getTime() + 30 * day),
      })),
    ),
  );
  await insertChunks(fixture.sent, (chunk) =>
    db.insert(sendLedger).values(
      chunk.map((sent) => ({
        id: sent.ledgerId,
        organisationId: fixture.organisationId,
        campaignId: campaignOf(sent).id,
        enrolmentId: sent.enrolmentId,
        stepId: campaignOf(sent).stepId,
        mailboxId: fixture.mailboxId,
        state: 'sent' as const,
        dueAt: sent.sentAt,
        messageId: sent.messageId,
        attempts: 1,
        submittedAt: sent.sentAt,
        sentAt: sent.sentAt,
      })),
    ),
  );
  await insertChunks(fixture.sent, (chunk) =>
    db.insert(communicationEvents).values(
      chunk.map((sent) => ({
        organisationId: fixture.organisationId,
        campaignId: campaignOf(sent).id,
        enrolmentId: sent.enrolmentId,
        ledgerId: sent.ledgerId,
        kind: 'sent',
        reason: 'Sent.',
        details: { messageId: sent.messageId, mailboxId: fixture.mailboxId, subject: sent.subject },
        at: sent.sentAt,
      })),
    ),
  );
  // The planner's statistics, as autovacuum (PostgreSQL) or a campaign's launch (`analyze enrolments`) leaves them after a bulk load.
  await handle.query('analyze');
  if (!options.deliver) return;
  // As the sandbox keeps what other mailboxes send to this address (sandbox-transport.ts), with the
  // time each arrived spread over the last 13 days.
  await insertChunks(fixture.deliveries, (chunk) =>
    db.insert(sandboxMessages).values(
      chunk.map((delivery) => ({
        organisationId: fixture.organisationId,
        idempotencyKey: `bench:replies:${delivery.index}`,
        kind: 'mailbox',
        fromAddress:
          delivery.thread?.by === 'sender_subject' ? delivery.thread.sent.email : 'someone@elsewhere.example',
        toAddress: fixture.mailboxEmail,
        subject: '',
        textBody: '',
        raw: rawOf(delivery),
        createdAt: delivery.receivedAt,
      })),
    ),
  );
  await handle.query('analyze sandbox_messages');
}

// ---- memory ----

let gc: (() => void) | undefined;
/** A full collection between runs, so one run's garbage does not count towards the next one's peak. */
export function collectGarbage() {
  if (!gc) {
    setFlagsFromString('--expose-gc');
    gc = runInNewContext('gc') as () => void;
  }
  gc();
}

function statusKiB(field: 'VmHWM' | 'VmRSS'): number | undefined {
  try {
    const match = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(readFileSync('/proc/self/status', 'utf8'));
    return match ? Number(match[1]) : undefined;
  } catch {
    return undefined;
  }
}

/** Resets the process's peak RSS (VmHWM) to its RSS now (Linux: `clear_refs` 5); false when it cannot. */
function resetPeakRss(): boolean {
  try {
    writeFileSync('/proc/self/clear_refs', '5');
    return true;
  } catch {
    return false;
  }
}

const mib = (kib: number | undefined) => (kib === undefined ? Number.NaN : kib / 1024);

// ---- the timed dependencies ----

export const stepNames = ['fetch', 'parse', 'classify', 'match', 'store', 'effects', 'bookkeeping'] as const;
export type Step = (typeof stepNames)[number];
type Steps = Record<Step, number>;

/** Time per step, and per named call (count and time) where one step has parts worth telling apart. */
interface Meter {
  steps: Steps;
  calls: Record<string, { calls: number; ms: number }>;
}

function timer(meter: Meter) {
  return <A extends unknown[], R>(step: Step, work: (...args: A) => R | Promise<R>, detail?: (...args: A) => string) =>
    async (...args: A): Promise<R> => {
      const started = performance.now();
      try {
        return await work(...args);
      } finally {
        const took = performance.now() - started;
        meter.steps[step] += took;
        if (detail) {
          const name = detail(...args);
          const entry = meter.calls[name] ?? { calls: 0, ms: 0 };
          entry.calls += 1;
          entry.ms += took;
          meter.calls[name] = entry;
        }
      }
    };
}

function timedStore(store: SyncStore, meter: Meter, capture: NewInboundMessage[][] | undefined): SyncStore {
  const time = timer(meter);
  return {
    dueMailboxes: time('bookkeeping', store.dueMailboxes),
    claim: time('bookkeeping', store.claim),
    release: time('bookkeeping', store.release),
    pendingEffects: time('bookkeeping', store.pendingEffects),
    markEffectsDone: time('bookkeeping', store.markEffectsDone),
    sentByMessageIds: time('match', store.sentByMessageIds, () => '`sentByMessageIds` (In-Reply-To, References)'),
    sentTo: time('match', store.sentTo, () => '`sentTo` (sender and subject)'),
    storeBatch: time('store', (input: Parameters<SyncStore['storeBatch']>[0]) => {
      if (capture && input.messages.length > 0) capture.push(input.messages);
      return store.storeBatch(input);
    }),
  };
}

function timedTransport(transport: InboundTransport, meter: Meter): InboundTransport {
  return { ...transport, fetchInbound: timer(meter)('fetch', transport.fetchInbound) };
}

function timedReaders(readers: Required<InboundReaders>, meter: Meter): InboundReaders {
  const time = timer(meter);
  const classify = readers.classify;
  if (!classify) throw new Error('no classifier');
  return { parse: time('parse', readers.parse), classify: time('classify', classify) };
}

/** The effects hook's calls told apart by what the message is and whether it answers one of our messages. */
function effectsDetail(row: InboundMessageRow): string {
  const kind =
    row.kind === 'bounce'
      ? `bounce (${row.bounceKind ?? 'unknown'})`
      : row.kind === 'auto_reply'
        ? row.outOfOffice
          ? 'out-of-office'
          : 'other automatic reply'
        : row.kind === 'reply'
          ? 'reply'
          : 'unclassified';
  return `effects: ${kind}, ${row.enrolmentId ? 'matched' : 'unmatched'}`;
}

// ---- one sync run ----

export interface SyncRun {
  hook: 'effects' | 'none';
  messages: number;
  stored: number;
  seconds: number;
  sweeps: number;
  /** ms per step (sums of the wrapped calls); `other` is the rest: rows built, stored text, the engine's own work. */
  steps: Steps & { other: number };
  /** Calls of the thread look-ups and of the effects hook by kind of message: count and ms, in the timed sweeps. */
  calls: Record<string, { calls: number; ms: number }>;
  peakRssMiB: number;
  rssBeforeMiB: number;
  peakRssReset: boolean;
  /** A second read past the cursor, right after: what it stored (0 expected). */
  secondStored: number;
  /** The cursor thrown away and everything read again (the no-op run only): stored (0 expected) and seconds. */
  reread?: { stored: number; seconds: number; sweeps: number };
  check: SyncCheck;
  warnings: string[];
}

export interface SyncCheck {
  rows: number;
  distinctMessageIds: number;
  /** bounceRecipient: bounces the effects matched by their failed recipient (not planned: the corpus's recipients are not prospects). */
  matched: { header: number; senderSubject: number; bounceRecipient: number };
  planned: { header: number; senderSubject: number };
  kinds: Record<CorpusKind | 'unclassified', number>;
  effectsPending: number;
  enrolments: Record<string, number>;
  campaignsPaused: number;
  suppressions: number;
  events: Record<string, number>;
}

async function countRows(handle: DatabaseHandle, fixture: SyncFixture): Promise<SyncCheck> {
  const count = async (sql: string) =>
    Number((await handle.query<{ n: number | string }>(sql, [fixture.mailboxId]))[0]?.n ?? 0);
  const grouped = async (sql: string, values: unknown[]) =>
    Object.fromEntries(
      (await handle.query<{ key: string | null; n: number | string }>(sql, values)).map((row) => [
        row.key ?? 'null',
        Number(row.n),
      ]),
    );
  const kinds = await grouped(
    'select kind as key, count(*) as n from inbound_messages where mailbox_id = $1 group by kind',
    [fixture.mailboxId],
  );
  return {
    rows: await count('select count(*) as n from inbound_messages where mailbox_id = $1'),
    distinctMessageIds: await count(
      'select count(distinct message_id) as n from inbound_messages where mailbox_id = $1',
    ),
    matched: {
      header: await count(`select count(*) as n from inbound_messages where mailbox_id = $1 and matched_by = 'header'`),
      senderSubject: await count(
        `select count(*) as n from inbound_messages where mailbox_id = $1 and matched_by = 'sender_subject'`,
      ),
      bounceRecipient: await count(
        `select count(*) as n from inbound_messages where mailbox_id = $1 and matched_by = 'bounce_recipient'`,
      ),
    },
    planned: {
      header: fixture.deliveries.filter((delivery) => delivery.thread?.by === 'header').length,
      senderSubject: fixture.deliveries.filter((delivery) => delivery.thread?.by === 'sender_subject').length,
    },
    kinds: {
      bounce: kinds.bounce ?? 0,
      auto_reply: kinds.auto_reply ?? 0,
      reply: kinds.reply ?? 0,
      unclassified: kinds.null ?? 0,
    },
    effectsPending: await count(
      'select count(*) as n from inbound_messages where mailbox_id = $1 and effects_at is null',
    ),
    enrolments: await grouped(
      'select status as key, count(*) as n from enrolments where organisation_id = $1 group by status',
      [fixture.organisationId],
    ),
    campaignsPaused: Number(
      (
        await handle.query<{ n: number | string }>(
          `select count(*) as n from campaigns where organisation_id = $1 and status <> 'running'`,
          [fixture.organisationId],
        )
      )[0]?.n ?? 0,
    ),
    suppressions: Number(
      (
        await handle.query<{ n: number | string }>(
          'select count(*) as n from suppressions where organisation_id = $1',
          [fixture.organisationId],
        )
      )[0]?.n ?? 0,
    ),
    events: await grouped(
      `select kind as key, count(*) as n from communication_events where organisation_id = $1 and kind <> 'sent' group by kind`,
      [fixture.organisationId],
    ),
  };
}

/** Sweeps until the mailbox is caught up (`syncDue` reads at most 20 batches of 50 a mailbox a sweep). */
async function sweepUntilCaughtUp(engine: ReturnType<typeof createSyncEngine>) {
  let stored = 0;
  let sweeps = 0;
  for (;;) {
    const results = await engine.syncDue();
    sweeps += 1;
    for (const result of results) {
      if (result.outcome === 'failing') throw new Error(`the sync failed: ${result.reason}`);
      stored += result.stored;
    }
    if (!results.some((result) => result.outcome === 'catching_up')) return { stored, sweeps };
    if (sweeps > 100_000) throw new Error('the sync never caught up');
  }
}

/**
 * The sync of the fixture's mailbox on a seeded database: timed from the first sweep to the one that
 * leaves it caught up; then checked (rows, distinct Message-IDs, a second read storing nothing, and,
 * for the no-op run, a read from a thrown-away cursor storing nothing either).
 */
export async function runSync(
  handle: DatabaseHandle,
  fixture: SyncFixture,
  hook: 'effects' | 'none',
  capture?: NewInboundMessage[][],
): Promise<SyncRun> {
  const db = handle.db;
  const meter: Meter = {
    steps: { fetch: 0, parse: 0, classify: 0, match: 0, store: 0, effects: 0, bookkeeping: 0 },
    calls: {},
  };
  const steps = meter.steps;
  const warnings: string[] = [];
  let warningCount = 0;
  const log = {
    info: () => undefined,
    warn: (details: object, message: string) => {
      warningCount += 1;
      if (warnings.length < 5) warnings.push(`${message} ${JSON.stringify(details)}`);
    },
  };
  const clients = createMailboxClientFactory({
    db,
    secretBox: createSecretBox('bench-replies-secret-box-key-0123456789'),
  });
  const transport = createMailboxInboundTransport(clients);
  const effects = createReplyEffects({ db, clock: systemClock });
  const time = timer(meter);
  const engine = createSyncEngine({
    store: timedStore(createDrizzleSyncStore(db), meter, capture),
    transport: timedTransport(transport, meter),
    // As the job wires them (sync.jobs.ts), with no model configured.
    readers: timedReaders({ parse: parseInbound, classify: withModelRefinement(classifyInbound, null) }, meter),
    clock: systemClock,
    log,
    onStored:
      hook === 'effects'
        ? time('effects', effects, effectsDetail)
        : time('effects', (_row: InboundMessageRow) => undefined),
  });
  try {
    collectGarbage();
    const rssBeforeMiB = mib(statusKiB('VmRSS'));
    const peakRssReset = resetPeakRss();
    const started = performance.now();
    const { stored, sweeps } = await sweepUntilCaughtUp(engine);
    const elapsedMs = performance.now() - started;
    const peakRssMiB = mib(statusKiB('VmHWM'));
    // The steps of the timed sweeps only (the reads after them add to the same counters).
    const timed = { ...steps };
    const calls = structuredClone(meter.calls);
    const accounted = stepNames.reduce((sum, step) => sum + timed[step], 0);

    const [mailbox] = await db.select().from(mailboxes).where(eq(mailboxes.id, fixture.mailboxId));
    if (!mailbox) throw new Error('no mailbox');
    const second = await engine.syncMailbox(mailbox);
    let reread: SyncRun['reread'];
    if (hook === 'none') {
      await handle.query('update mailbox_sync_state set cursor = null, next_sync_at = now() where mailbox_id = $1', [
        fixture.mailboxId,
      ]);
      const rereadStarted = performance.now();
      const again = await sweepUntilCaughtUp(engine);
      reread = { stored: again.stored, sweeps: again.sweeps, seconds: (performance.now() - rereadStarted) / 1000 };
    }
    return {
      hook,
      messages: fixture.deliveries.length,
      stored,
      seconds: elapsedMs / 1000,
      sweeps,
      steps: { ...timed, other: Math.max(0, elapsedMs - accounted) },
      calls,
      peakRssMiB,
      rssBeforeMiB,
      peakRssReset,
      secondStored: second.stored,
      ...(reread ? { reread } : {}),
      check: await countRows(handle, fixture),
      warnings: warningCount > warnings.length ? [...warnings, `… ${warningCount - warnings.length} more`] : warnings,
    };
  } finally {
    await transport.close();
  }
}

export interface BaselineRun {
  rows: number;
  batches: number;
  seconds: number;
  rssBeforeMiB: number;
  peakRssMiB: number;
}

/** This process's resident set now, MiB (NaN where /proc is missing). */
export function rssNowMiB(): number {
  return mib(statusKiB('VmRSS'));
}

/**
 * What the database alone costs: the rows the engine stored, in the batches it stored them, inserted
 * straight into `inbound_messages` (the store's own statement: multi-row INSERT … ON CONFLICT DO
 * NOTHING RETURNING *), one statement a batch; no fetch, parse, classification, matching or cursor.
 */
export async function insertBaseline(
  handle: DatabaseHandle,
  batches: readonly NewInboundMessage[][],
): Promise<BaselineRun> {
  collectGarbage();
  const rssBeforeMiB = rssNowMiB();
  resetPeakRss();
  let rows = 0;
  const started = performance.now();
  for (const batch of batches) {
    const inserted = await handle.db
      .insert(inboundMessages)
      .values(batch)
      .onConflictDoNothing({ target: [inboundMessages.mailboxId, inboundMessages.messageId] })
      .returning();
    rows += inserted.length;
  }
  const seconds = (performance.now() - started) / 1000;
  return { rows, batches: batches.length, seconds, rssBeforeMiB, peakRssMiB: mib(statusKiB('VmHWM')) };
}

/**
 * What one statement costs on this engine right now, for reading the per-call figures: `select 1`
 * sent one after another through the same handle (the round trip, and on a busy machine the wait
 * for a core), and the settings that make a commit wait for the disk.
 */
export async function probeRoundTrip(handle: DatabaseHandle, samples = 300) {
  const times: number[] = [];
  for (let index = 0; index < samples; index += 1) {
    const started = performance.now();
    await handle.query('select 1');
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const at = (share: number) => times[Math.min(times.length - 1, Math.ceil(share * times.length) - 1)] ?? Number.NaN;
  const setting = async (name: string) =>
    (await handle.query<Record<string, string>>(`show ${name}`))[0]?.[name] ?? 'unknown';
  return {
    p50Ms: at(0.5),
    p95Ms: at(0.95),
    synchronousCommit: await setting('synchronous_commit'),
    fsync: await setting('fsync'),
  };
}
export type RoundTrip = Awaited<ReturnType<typeof probeRoundTrip>>;
