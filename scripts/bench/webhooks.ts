// `npx tsx scripts/bench/webhooks.ts` (webhooks, issue 18): signed webhook deliveries per second from
// the delivery worker (`deliverDueWebhooks`: claim due rows with `skip locked`, sign with the
// Standard Webhooks package, POST through the outbound guard, log the attempt and move the row on,
// one transaction per attempt) to a receiver on loopback that answers 204 at once.
// Two shapes: every event to one endpoint (one lane: each endpoint's events go out in order), and
// the same events spread over eight endpoints (eight lanes side by side). Also timed: recording the
// events in the outbox (`recordWebhookEvents`, one statement per event as the engines write them).
// On PostgreSQL (BENCH_DATABASE_URL, default the local server); PGlite in memory when it is not reachable.
// Knobs: BENCH_WEBHOOK_EVENTS (default 2,000 per shape).
import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import { type DatabaseHandle, migrateDatabase, openDatabase } from '../../apps/server/src/db/client.ts';
import { organisations, users } from '../../apps/server/src/db/schema.ts';
import { createWebhookService, recordWebhookEvents } from '../../apps/server/src/modules/webhooks/index.ts';
import { createActor } from '../../apps/server/src/platform/auth/actor.ts';
import { systemClock } from '../../apps/server/src/platform/clock.ts';
import { createSandboxTransport } from '../../apps/server/src/platform/mail/sandbox-transport.ts';
import { createOutboundPolicy, parseAllowedEntries } from '../../apps/server/src/platform/outbound/outbound-policy.ts';
import {
  loopbackAllowedGuard,
  loopbackNetworks,
} from '../../apps/server/src/platform/outbound/outbound-test-support.ts';
import { createSecretBox } from '../../apps/server/src/platform/secret-box.ts';
import { createBenchDatabase } from './postgres.ts';
import { describeMachine, safeUrl } from './report.ts';
import { countSetting, readSettings } from './settings.ts';

const eventCount = countSetting('BENCH_WEBHOOK_EVENTS', 2_000, 10, 1_000_000);
const settings = readSettings();
const machine = describeMachine();

let received = 0;
const receiver = createServer((request, response) => {
  request.resume();
  request.on('end', () => {
    received += 1;
    response.writeHead(204).end();
  });
});
await new Promise<void>((done) => receiver.listen(0, '127.0.0.1', done));
const receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks`;

const database = await createBenchDatabase(settings.postgresUrl);
const onPostgres = !('unreachable' in database);
const handle: DatabaseHandle = onPostgres
  ? await openDatabase({ databaseUrl: database.url, poolSize: 10 })
  : await openDatabase({});
const engine = onPostgres ? `PostgreSQL at ${safeUrl(settings.postgresUrl)}` : 'PGlite in memory';

try {
  await migrateDatabase(handle);
  const parsed = parseAllowedEntries(loopbackNetworks);
  if ('invalid' in parsed) throw new Error(parsed.invalid);
  const webhooks = createWebhookService({
    db: handle.db,
    clock: systemClock,
    rules: { guard: loopbackAllowedGuard(), policy: createOutboundPolicy(parsed.entries) },
    secretBox: createSecretBox('bench-encryption-key-that-is-long-enough-0123', 'webhook-secrets'),
    mail: createSandboxTransport(handle.db),
    mailFrom: 'Leadpilot <no-reply@leadpilot.local>',
    appUrl: 'http://leadpilot.test',
    wake: async () => {},
  });

  async function organisationWithEndpoints(endpoints: number) {
    const [organisation] = await handle.db.insert(organisations).values({ name: 'Webhook bench' }).returning();
    if (!organisation) throw new Error('no organisation');
    const [user] = await handle.db
      .insert(users)
      .values({
        organisationId: organisation.id,
        email: `bench-${randomUUID()}@webhooks.test`,
        name: 'Bench',
        role: 'owner',
        status: 'active',
      })
      .returning();
    if (!user) throw new Error('no user');
    const actor = createActor({
      userId: user.id,
      organisationId: organisation.id,
      sessionId: 'bench',
      role: 'owner',
      isSuperAdmin: false,
    });
    for (let index = 0; index < endpoints; index += 1) {
      await webhooks.create(actor, { url: `${receiverUrl}/${index}`, events: ['email.sent'] });
    }
    return organisation.id;
  }

  const rows: string[] = [];
  for (const endpoints of [1, 8]) {
    const organisationId = await organisationWithEndpoints(endpoints);
    const perEndpoint = Math.ceil(eventCount / endpoints);
    // Every endpoint subscribes to `email.sent`, so each event is owed to each endpoint:
    // `perEndpoint` events × `endpoints` endpoints ≈ `eventCount` deliveries in either shape.
    const recordStarted = performance.now();
    for (let index = 0; index < perEndpoint; index += 1) {
      await recordWebhookEvents(handle.db, [
        {
          organisationId,
          type: 'email.sent',
          key: `email.sent:bench-${endpoints}-${index}`,
          data: { campaignId: randomUUID(), to: `person-${index}@example.com`, subject: 'Quick question', step: 1 },
          at: new Date(),
        },
      ]);
    }
    const recordSeconds = (performance.now() - recordStarted) / 1000;
    const deliveries = perEndpoint * endpoints;
    const before = received;
    const started = performance.now();
    let attempted = 0;
    while (attempted < deliveries) {
      const pass = await webhooks.deliverDue({ batchSize: 200, concurrency: 8 });
      if (pass.attempted === 0) break;
      attempted += pass.attempted;
    }
    const seconds = (performance.now() - started) / 1000;
    if (received - before !== deliveries) {
      throw new Error(`the receiver got ${received - before} deliveries, expected ${deliveries}`);
    }
    rows.push(
      `| ${endpoints} endpoint${endpoints === 1 ? '' : 's'} | ${deliveries.toLocaleString('en-US')} | ${Math.round(deliveries / seconds).toLocaleString('en-US')} | ${Math.round(perEndpoint / recordSeconds).toLocaleString('en-US')} |`,
    );
  }

  console.log(
    [
      `Webhook deliveries to a loopback receiver on ${engine}`,
      `Run on ${machine.date} (revision ${machine.revision}): ${machine.cpus} CPUs, ${machine.cpuModel}, Node ${machine.node}, load average ${machine.loadAverage.toFixed(2)} at the start, ${(os.loadavg()[0] ?? 0).toFixed(2)} at the end.`,
      '',
      '| Shape | deliveries | deliveries/s (signed, sent, logged) | events recorded/s (outbox) |',
      '| --- | ---: | ---: | ---: |',
      ...rows,
    ].join('\n'),
  );
} finally {
  await handle.close();
  if (onPostgres) await database.drop();
  receiver.close();
}
