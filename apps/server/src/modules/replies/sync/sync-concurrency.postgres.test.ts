import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabaseTwice } from '../../../../test/harness.ts';
import type { DatabaseHandle } from '../../../db/client.ts';
import { systemClock } from '../../../platform/clock.ts';
import { createSecretBox } from '../../../platform/secret-box.ts';
import { createMailboxClientFactory, type MailboxClientFactory, type MailboxRow } from '../../mailboxes/index.ts';
import { parseInbound } from '../classify/parse-inbound.ts';
import { createMailboxRow, createOrganisation, inboundOf, syncStateOf, testSyncEngine } from './sync-test-support.ts';

/**
 * Two processes' engines (each its own connection pool) reading one mailbox at the same moment, on
 * PostgreSQL where their statements really overlap: the lease lets one read at a time, and when a
 * lease is taken over mid-read the unique Message-ID per mailbox still stores each message once.
 */
let handles: Awaited<ReturnType<typeof openTestDatabaseTwice>>;
const secretBox = createSecretBox('concurrency-test-key-that-is-long-enough-01');

beforeAll(async () => {
  handles = await openTestDatabaseTwice();
});
afterAll(() => handles?.close());

const clientsOn = (database: DatabaseHandle) => createMailboxClientFactory({ db: database.db, secretBox });

async function mailboxWithMail(count: number) {
  const db = handles.database.db;
  const organisationId = await createOrganisation(db);
  const ours = await createMailboxRow(db, organisationId, { email: `ours-${randomUUID().slice(0, 8)}@acme.test` });
  const prospect = await createMailboxRow(db, organisationId, {
    email: `them-${randomUUID().slice(0, 8)}@client.test`,
  });
  await deliver(prospect, ours, count);
  return { ours, prospect };
}

async function deliver(from: MailboxRow, to: MailboxRow, count: number, label = 'Note') {
  const client = await clientsOn(handles.database).clientFor(from);
  for (let index = 0; index < count; index += 1) {
    await client.send({
      idempotencyKey: randomUUID(),
      from: { name: 'Them', address: from.email },
      to: to.email,
      subject: `${label} ${index}`,
      text: `${label} ${index}`,
      html: `<p>${label} ${index}</p>`,
    });
  }
}

describe('two engines reading one mailbox at once (PostgreSQL)', () => {
  it('lets one read while the other stands aside, and stores each message once', async () => {
    const { ours } = await mailboxWithMail(30);
    const hooked: string[] = [];
    const onStored = (row: { messageId: string }) => void hooked.push(row.messageId);
    const first = testSyncEngine(handles.database.db, clientsOn(handles.database), systemClock, {
      onStored,
      settings: { batchSize: 4 },
    }).engine;
    const second = testSyncEngine(handles.otherProcess.db, clientsOn(handles.otherProcess), systemClock, {
      onStored,
      settings: { batchSize: 4 },
    }).engine;

    const results = await Promise.all([first.syncMailbox(ours), second.syncMailbox(ours)]);
    expect(results.map((result) => result.outcome).sort()).toEqual(['busy', 'ok']);
    expect(results.reduce((sum, result) => sum + result.stored, 0)).toBe(30);
    const rows = await inboundOf(handles.database.db, ours.id);
    expect(new Set(rows.map((row) => row.messageId)).size).toBe(30);
    expect(rows).toHaveLength(30);
    expect(hooked.sort()).toEqual(rows.map((row) => row.messageId).sort());
    expect((await syncStateOf(handles.database.db, ours.id))?.lockedBy).toBeNull();
  });

  it('stores each message once when leases run out mid-read and the engines take the mailbox from each other', async () => {
    const { ours, prospect } = await mailboxWithMail(40);
    // A lease of no time at all, and a reader that takes a moment per message: each claim finds the
    // other's lease over, so the engines read the same messages side by side and take turns storing.
    const slowReaders = {
      parse: async (raw: Buffer, receivedAt: Date) => {
        await new Promise((resolve) => setTimeout(resolve, 5));
        return parseInbound(raw, receivedAt);
      },
    };
    /** Which engines read the mailbox in the round under way. */
    let readers = new Set<number>();
    /** Opens once the first engine is reading, so the others are started mid-read. */
    let firstReading: () => void = () => undefined;
    const counted = (database: DatabaseHandle, index: number): MailboxClientFactory => ({
      async clientFor(row) {
        const client = await clientsOn(database).clientFor(row);
        const fetchInbound: typeof client.fetchInbound = (request) => {
          readers.add(index);
          if (index === 0) firstReading();
          return client.fetchInbound(request);
        };
        return { ...client, fetchInbound };
      },
    });
    const engines = [handles.database, handles.otherProcess, handles.database].map(
      (database, index) =>
        testSyncEngine(database.db, counted(database, index), systemClock, {
          worker: `engine-${index}`,
          readers: slowReaders,
          settings: { batchSize: 3, leaseMs: 0 },
        }).engine,
    );
    const arriving = deliver(prospect, ours, 20, 'Late');
    const overlapping: number[] = [];
    for (let round = 0; round < 4; round += 1) {
      readers = new Set();
      const reading = new Promise<void>((resolve) => {
        firstReading = resolve;
      });
      const first = engines[0]?.syncMailbox(ours);
      await Promise.race([reading, first]);
      // The first engine's lease of no time ends at the millisecond it took it: the others claim
      // once the clock has moved past it, while the first is still reading.
      const openedAt = Date.now();
      while (Date.now() <= openedAt) await new Promise((resolve) => setImmediate(resolve));
      await Promise.all([first, ...engines.slice(1).map((engine) => engine.syncMailbox(ours))]);
      overlapping.push(readers.size);
    }
    await arriving;
    await Promise.all(engines.map((engine) => engine.syncMailbox(ours)));
    await engines[0]?.syncMailbox(ours);

    // The reads did overlap: in some round more than one engine was reading the mailbox.
    expect(Math.max(...overlapping)).toBeGreaterThan(1);
    const rows = await inboundOf(handles.database.db, ours.id);
    expect(rows).toHaveLength(60);
    expect(new Set(rows.map((row) => row.messageId)).size).toBe(60);
  });
});
