/**
 * A sending worker as its own process, for the fault tests: it runs engine passes against the
 * database at SEND_WORKER_DATABASE_URL until it is killed. Time runs SEND_WORKER_SPEED times faster
 * than real time from SEND_WORKER_SIM_START (epoch ms) at SEND_WORKER_REAL_START, so every
 * incarnation of the worker shares one timeline and a lease of minutes ends in seconds. A pass
 * that fails is written to stderr as one line (`send worker: pass failed: …`) and the next follows.
 *
 * Run: node --import tsx src/modules/campaigns/sending/send-worker-test-support.ts
 */
import { openDatabase } from '../../../db/client.ts';
import type { Clock } from '../../../platform/clock.ts';
import { createDrizzleSendStore } from './drizzle-send-store.ts';
import { createSendEngine } from './send-engine.ts';
import { createMailboxTransport } from './send-transport.ts';
import { testMailboxClients } from './sending-test-support.ts';

/** A clock `speed` times faster than the machine's, on a timeline shared by every worker process. */
export function acceleratedClock(simStart: number, realStart: number, speed: number): Clock {
  return { now: () => new Date(simStart + (Date.now() - realStart) * speed) };
}

async function main() {
  const url = process.env.SEND_WORKER_DATABASE_URL;
  if (!url) throw new Error('SEND_WORKER_DATABASE_URL is not set');
  const clock = acceleratedClock(
    Number(process.env.SEND_WORKER_SIM_START),
    Number(process.env.SEND_WORKER_REAL_START),
    Number(process.env.SEND_WORKER_SPEED ?? '1'),
  );
  const database = await openDatabase({ databaseUrl: url, poolSize: 4 });
  const db = database.db;
  const transport = createMailboxTransport({ db, clock, clients: await testMailboxClients(db) });
  const engine = createSendEngine({
    store: createDrizzleSendStore(db),
    transport,
    clock,
    log: { info: () => undefined, warn: () => undefined },
    worker: `fault-worker-${process.pid}`,
    leaseMs: Number(process.env.SEND_WORKER_LEASE_MS ?? 300_000),
    ramp: null,
    batchSize: 20,
    // One message in flight: a kill leaves at most one row in submitting.
    pace: { concurrency: Number(process.env.SEND_WORKER_CONCURRENCY ?? 1), maxPerWindow: 0, windowMs: 0 },
  });
  process.send?.('ready');
  for (;;) {
    let busy = 0;
    try {
      const pass = await engine.runPass();
      busy = pass.sent + pass.scheduled + pass.reconciled + pass.unknown + pass.failed + pass.deferred;
    } catch (error) {
      // As with the `campaigns.send` job, a failed pass (the database unreachable a moment) is
      // followed by the next one; the ledger, not the pass, carries what was done.
      const cause = (error as Error).cause instanceof Error ? ((error as Error).cause as Error) : (error as Error);
      console.error(`send worker: pass failed: ${cause.name} ${cause.message}`.replace(/\s+/g, ' '));
    }
    if (busy === 0) await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

if (process.argv[1]?.endsWith('send-worker-test-support.ts')) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
