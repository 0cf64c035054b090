// `npm run bench` (sending engine): the engine's side of sending-worker.ts. The app's services on the
// bench database, as the server process that runs the job has them; the engine's scheduling step (timed
// apart); then passes of the `campaigns.send` job, as pg-boss runs them, until the campaign has
// nothing left to send.
import { loadConfig } from '../../apps/server/src/config.ts';
import { openDatabase } from '../../apps/server/src/db/client.ts';
import { campaignSendingJob, createDrizzleSendStore } from '../../apps/server/src/modules/campaigns/sending/index.ts';
import { scheduleDue } from '../../apps/server/src/modules/campaigns/sending/schedule-steps.ts';
import { acceleratedClock } from '../../apps/server/src/modules/campaigns/sending/send-worker-test-support.ts';
import { testSecretBox } from '../../apps/server/src/modules/campaigns/sending/sending-test-support.ts';
import type { Clock } from '../../apps/server/src/platform/clock.ts';
import { createSandboxTransport } from '../../apps/server/src/platform/mail/sandbox-transport.ts';
import { loopbackNetworks } from '../../apps/server/src/platform/outbound/outbound-test-support.ts';
import { createInlineQueue } from '../../apps/server/src/platform/queue.ts';
import { createSecretBox } from '../../apps/server/src/platform/secret-box.ts';
import { createServices } from '../../apps/server/src/services.ts';
import { announce, blank, go, rssMiB, type WorkerJob, type WorkerResult } from './sending-protocol.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function runEngine(job: WorkerJob): Promise<WorkerResult> {
  const result = blank('engine');
  const database = await openDatabase({ databaseUrl: job.databaseUrl });
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: '/tmp/leadpilot-bench-unused',
    JWT_SECRET: 'bench-jwt-secret-that-is-long-enough-0123456789',
    // The fixtures sealed the mailboxes' passwords under the test key; the mail servers are on loopback.
    ENCRYPTION_KEY: testSecretKey(),
    OUTBOUND_ALLOWED_NETWORKS: loopbackNetworks,
  });
  // The clock stands at the start of the simulated day until `go`, then runs `speed` times real time.
  let clock: Clock = { now: () => new Date(job.simStart) };
  const timeline: Clock = { now: () => clock.now() };
  const services = createServices({
    config,
    database,
    clock: timeline,
    queue: createInlineQueue(),
    mail: createSandboxTransport(database.db),
  });
  const log = {
    info: () => undefined,
    warn: (details: object, message: string) => {
      if (result.warnings.length < 20) result.warnings.push(`${message} ${JSON.stringify(details)}`);
    },
  };
  try {
    // The engine's scheduling step (each pass runs it first): the prospects' first messages placed.
    const scheduling = performance.now();
    result.scheduled = await scheduleDue(createDrizzleSendStore(database.db), log, timeline.now());
    result.scheduleSeconds = (performance.now() - scheduling) / 1000;
    result.readyRssMiB = rssMiB();
    announce({ type: 'ready' });
    await go();
    clock = acceleratedClock(job.simStart + 60_000, Date.now(), job.speed);
    const started = performance.now();
    for (;;) {
      await campaignSendingJob.handler({}, { services, clock: timeline, log });
      result.passes += 1;
      const [open] = await database.query<{ open: number }>(
        `select count(*)::int as open from send_ledger where campaign_id = any($1::uuid[]) and state in ('scheduled', 'claimed', 'submitting')`,
        [job.campaignIds],
      );
      if (!open?.open) break;
      if (performance.now() - started > job.timeoutSeconds * 1000) {
        result.timedOut = true;
        break;
      }
      // What is left was deferred to a later moment of the simulated day: the next pass finds it due.
      await sleep(5);
    }
    result.seconds = (performance.now() - started) / 1000;
    const heap = process.memoryUsage();
    result.heapTotalMiB = heap.heapTotal / 1048576;
    result.heapUsedMiB = heap.heapUsed / 1048576;
    const gc = (globalThis as { gc?: () => void }).gc;
    if (gc) {
      gc();
      result.heapUsedAfterGcMiB = process.memoryUsage().heapUsed / 1048576;
    }
    for (const row of await database.query<{ state: string; count: number }>(
      'select state, count(*)::int as count from send_ledger where campaign_id = any($1::uuid[]) group by state',
      [job.campaignIds],
    )) {
      result.states[row.state] = row.count;
    }
    const [deferred] = await database.query<{ count: number }>(
      `select count(*)::int as count from communication_events where campaign_id = any($1::uuid[]) and kind = 'deferred'`,
      [job.campaignIds],
    );
    result.deferred = deferred?.count ?? 0;
    result.sent = result.states.sent ?? 0;
    result.failed = (result.states.failed ?? 0) + (result.states.unknown ?? 0);
    return result;
  } finally {
    await database.close();
  }
}

/** The key the fixtures' `testSecretBox` was made with (sending-test-support.ts); checked, so a change fails plainly. */
function testSecretKey(): string {
  const key = 'test-encryption-key-that-is-long-enough-0123';
  createSecretBox(key).open(testSecretBox.seal('probe', 'bench'), 'bench');
  return key;
}
