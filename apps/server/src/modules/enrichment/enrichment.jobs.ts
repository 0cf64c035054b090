import { z } from 'zod';
import type { JobDependencies } from '../../jobs/job-dependencies.ts';
import { defineJob, type JobPolicy } from '../../platform/queue.ts';
import type { EmailVerifier } from '../email-verification/index.ts';
import { runningFileIds } from './file-actions.ts';
import { createDrizzleEnrichmentRecords, rememberCompanyFacts } from './match/index.ts';
import { runPass } from './run-enrichment.ts';
import type { EmailChecker } from './verify-emails.ts';
import { verifyPass } from './verify-pass.ts';

/** A run that fails is simply the next minute's: every row it did not write is still pending. */
const runPolicy: JobPolicy = { retryLimit: 0, retryDelaySeconds: 30, retryBackoff: false, expireInSeconds: 15 * 60 };

/** The email verifier as the verification stage asks it: a verdict, or "not now" (its per-domain limit). */
const emailCheckerOf = (verifier: EmailVerifier): EmailChecker => ({
  async verify(address) {
    const verification = await verifier.verifyEmail(address);
    return { status: verification.status, isThrottled: verification.checks.smtp === 'throttled' };
  },
});

/** How long one run works before it leaves the rest to the next (so one big file does not hold a worker). */
const workMs = 50_000;

/**
 * Every minute, and at once when a member confirms a file: the running files' pending rows are
 * matched, filled and charged, a pass (500 rows, one transaction) at a time, then the addresses that
 * wait for a verdict are verified (the verifying stage), until each file is completed or the
 * minute's work is done. Running twice at once is harmless: a pass writes only rows still
 * pending, under the file's lock, and a person is charged once per organisation (the reveal's key).
 */
export const enrichmentRunJob = defineJob({
  id: 'enrichment.run',
  version: 1,
  description: 'Enrich the running enrichment files’ pending rows, a pass at a time.',
  schema: z.object({ fileId: z.uuid().optional() }),
  policy: runPolicy,
  cron: '* * * * *',
  async handler(payload, { services, clock }: JobDependencies) {
    const db = services.database.db;
    const started = Date.now();
    const ids = payload.fileId ? [payload.fileId] : await runningFileIds(db);
    for (const id of ids) {
      // A file's companies, email patterns and intent are read once for all its passes.
      const deps = {
        db,
        clock,
        records: rememberCompanyFacts(createDrizzleEnrichmentRecords(db, { clock })),
        aiCells: services.enrichmentCells,
        checker: emailCheckerOf(services.emailVerifier),
      };
      while (Date.now() - started < workMs) {
        const outcome = (await runPass(deps, id)) === 'stopped' ? await verifyPass(deps, id) : 'more';
        if (outcome !== 'more') break;
      }
    }
  },
});
