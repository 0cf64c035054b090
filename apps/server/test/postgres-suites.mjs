/**
 * The test files `npm run test:postgres` runs against PostgreSQL, with why each belongs there.
 *
 * The rule: every test runs on PGlite in `npm test`. A file runs on PostgreSQL too when its
 * outcome can differ between the engines: PGlite is one connection that runs one statement at a
 * time, so races, locks and concurrent transactions only really happen on PostgreSQL; pg-boss has
 * a separate PGlite backend; the planner's statistics and estimates are the server's own; and a
 * crash between transactions leaves what the server committed. The migrations themselves run on
 * PostgreSQL in every `test:postgres` run that finds no template for them (the global set-up).
 *
 * Paths are from the repository root; scripts/test.mjs stops when one names no file, so a moved
 * test cannot silently leave the list.
 */
export const postgresSuites = [
  {
    file: 'apps/server/src/platform/queue.test.ts',
    why: 'pg-boss on PostgreSQL (its own connections, LISTEN, SKIP LOCKED) is another backend than on PGlite',
  },
  {
    file: 'apps/server/src/modules/contacts/contacts.concurrency.test.ts',
    why: 'concurrent reveals of one contact: a race PGlite serialises',
  },
  {
    file: 'apps/server/src/modules/enrichment/enrichment-resume.test.ts',
    why: 'an enrichment run stopped midway, then four runs racing over the rest: transactions that really overlap',
  },
  {
    file: 'apps/server/src/modules/credits/credits.concurrency.test.ts',
    why: 'concurrent spends against one balance: row locks and transactions that really overlap',
  },
  {
    file: 'apps/server/src/modules/payments/razorpay-concurrency.test.ts',
    why: 'concurrent confirmations of one payment: the requests only run in parallel on PostgreSQL',
  },
  {
    file: 'apps/server/src/modules/auth/auth.test.ts',
    why: 'two tabs refreshing one token at the same moment: concurrent transactions on one token family',
  },
  {
    file: 'apps/server/src/modules/people/people-search.test.ts',
    why: "search plans and the planner's row estimate behind approximate totals, from the server's statistics",
  },
  {
    file: 'apps/server/src/modules/people/import/import-resume.test.ts',
    why: 'a crash between batches: only committed batches stay, and the import resumes after them',
  },
  {
    file: 'apps/server/src/modules/campaigns/sending/send-engine.test.ts',
    why: 'two sending engines claiming one ledger at once: SKIP LOCKED, advisory locks and conditional updates that really overlap',
  },
  {
    file: 'apps/server/src/modules/campaigns/sending/send-engine-faults.postgres.test.ts',
    why: 'a sending worker process SIGKILLed mid-run: only what PostgreSQL committed survives, and the ledger is compared with the SMTP server log',
  },
  {
    file: 'apps/server/src/modules/campaigns/sending/worker-processes.postgres.test.ts',
    why: 'web and worker processes share one PostgreSQL database (PGlite belongs to one process): concurrent start-ups migrate once, and workers in separate processes send each message once',
  },
  {
    file: 'apps/server/src/modules/campaigns/sending/send-engine-pg-restart.postgres.test.ts',
    why: 'PostgreSQL itself crashed (pg_ctl stop -m immediate) and started again mid-run, on a throwaway cluster: the worker carries on and the ledger matches the SMTP server log',
  },
  {
    file: 'apps/server/src/platform/attempt-limiter.test.ts',
    why: 'sign-in and abuse throttles shared by processes: concurrent records on one key from separate pools, where only one statement may take the last free attempt',
  },
  {
    file: 'apps/server/src/modules/auth/sign-in-watch.test.ts',
    why: 'failed sign-ins seen at once by several processes: concurrent appends to one account row, and one alert claimed among them',
  },
  {
    file: 'apps/server/src/modules/replies/sync/sync-concurrency.postgres.test.ts',
    why: 'two engines (separate pools) reading one mailbox at once: the sync lease, and the unique Message-ID per mailbox when a lease is taken over mid-read',
  },
  {
    file: 'apps/server/src/db/client.postgres.test.ts',
    why: 'the database handle through a server crash on a throwaway cluster: no unhandled connection error, no connection kept out of the pool',
  },
  {
    file: 'apps/server/src/modules/meetings/booking-concurrency.postgres.test.ts',
    why: 'twenty visitors booking one time at once: overlapping transactions, the calendar lock and the exclusion constraint',
  },
  {
    file: 'apps/server/src/modules/scheduler/scheduler.concurrency.test.ts',
    why: 'two workers (separate pools) claiming the same occurrences of scheduled jobs at once: the row lock and the unique (job, occurrence)',
  },
];
