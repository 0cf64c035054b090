import { and, asc, eq, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { people } from '../../../db/schema.ts';
import { type Clock, days } from '../../../platform/clock.ts';
import type { EmailVerifier } from '../../email-verification/index.ts';

export interface ReverifyDependencies {
  db: Database;
  clock: Clock;
  verifier: EmailVerifier;
  /** Check again when the last check is older than this (`EMAIL_REVERIFY_AFTER_DAYS`). */
  afterDays: number;
  /** People per run (`EMAIL_REVERIFY_BATCH_SIZE`). */
  batchSize: number;
  /** At most this many of one email domain per run: the verifier's per-minute limit per domain. */
  perDomain: number;
}

export interface ReverifyResult {
  checked: number;
  /** Rows written: status, checked-at and (for a definite verdict) provenance. */
  updated: number;
  /** Left for a later run: the verifier's per-domain limit was reached. */
  throttled: number;
}

/** How many due people are read per run to fill a batch that takes at most `perDomain` of each domain. */
const candidatesPerSlot = 5;

/** The due people of this run: oldest check first (never checked before all), at most `perDomain` per domain. */
async function duePeople(deps: ReverifyDependencies) {
  const cutoff = new Date(deps.clock.now().getTime() - days(deps.afterDays));
  const candidates = await deps.db
    .select({ id: people.id, email: people.email })
    .from(people)
    .where(and(isNotNull(people.email), or(isNull(people.emailCheckedAt), lt(people.emailCheckedAt, cutoff))))
    .orderBy(sql`${people.emailCheckedAt} asc nulls first`, asc(people.sequence))
    .limit(deps.batchSize * candidatesPerSlot);
  const perDomain = new Map<string, number>();
  const due: { id: string; email: string }[] = [];
  for (const { id, email } of candidates) {
    if (!email || due.length >= deps.batchSize) continue;
    const domain = email.slice(email.lastIndexOf('@') + 1).toLowerCase();
    const taken = perDomain.get(domain) ?? 0;
    if (taken >= deps.perDomain) continue;
    perDomain.set(domain, taken + 1);
    due.push({ id, email });
  }
  return due;
}

/**
 * The `prospects.reverify` job: checks again the emails of people whose last check is older than
 * `afterDays`, one at a time, and writes each verdict back to the person: status, checked-at, and
 * for a definite verdict (verified, risky, invalid) the email's provenance. A throttled check is
 * not written, so the person stays due. A person whose email changed meanwhile is left alone.
 */
export async function reverifyEmails(deps: ReverifyDependencies): Promise<ReverifyResult> {
  const result: ReverifyResult = { checked: 0, updated: 0, throttled: 0 };
  if (deps.batchSize <= 0) return result;
  for (const person of await duePeople(deps)) {
    const verification = await deps.verifier.verifyEmail(person.email, { maxAgeDays: deps.afterDays });
    result.checked += 1;
    if (verification.checks.smtp === 'throttled') {
      result.throttled += 1;
      continue;
    }
    const checkedAt = verification.checkedAt;
    const provenance = {
      email: { source: 'email verification', verifiedAt: checkedAt.toISOString() },
    };
    const written = await deps.db
      .update(people)
      .set({
        emailStatus: verification.status,
        emailCheckedAt: checkedAt,
        updatedAt: deps.clock.now(),
        ...(verification.status === 'unknown'
          ? {}
          : { provenance: sql`${people.provenance} || ${JSON.stringify(provenance)}::jsonb` }),
      })
      .where(and(eq(people.id, person.id), eq(people.email, person.email)))
      .returning({ id: people.id });
    result.updated += written.length;
  }
  return result;
}
