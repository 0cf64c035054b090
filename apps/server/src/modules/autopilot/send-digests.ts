import { and, eq, gte, isNull, lt, lte } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { autopilotDigests } from '../../db/schema.ts';
import type { Clock } from '../../platform/clock.ts';
import type { MailTransport } from '../../platform/mail/mail-transport.ts';
import {
  addDays,
  digestRecipients,
  organisationsActiveOn,
  previousUtcDay,
  readOrganisationDigest,
} from './daily-digest.ts';
import { renderDigestEmail } from './digest-email.ts';

/**
 * Sending the daily digests once: per organisation and day, the `autopilot_digests` row is claimed
 * (inserted, `on conflict do nothing`) before any mail leaves, so a job run twice, or by two
 * workers, sends one digest. `recipients` and `sent_at` are written once every recipient's mail
 * was accepted.
 *
 * A failure after the claim (the transport refused one recipient, the process stopped) leaves the
 * claim with `sent_at` null: nobody can tell from the row whether some mail left, so it is not
 * removed as if nothing had happened. Such a claim is taken again once it is `staleClaimMs` old (by
 * the job's own retry, or the next days' runs, for `lookBackDays` days), and sent again to every
 * recipient with the same per-recipient idempotency key: the system mail transport drops a key it
 * has already sent, so those who got it do not get it twice, and the others get it late.
 */

export const digestMailKind = 'autopilot-digest';
/** An unsent claim younger than this may still be sending in another worker: it is left alone. */
export const staleClaimMs = 15 * 60_000;
/** How many days back an unsent claim is tried again (the covered day included). */
export const lookBackDays = 3;

export interface DigestDeps {
  db: Database;
  clock: Clock;
  /** The app's system mail transport (the one the sign-in alert and the invitations leave through). */
  mail: MailTransport;
  /** The configured MAIL_FROM. */
  from: string;
  /** The configured APP_URL, the links' base. */
  appUrl: string;
  log?: { warn(details: object, message: string): void; info(details: object, message: string): void };
}

export type DigestOutcome = 'sent' | 'quiet' | 'no_recipients' | 'already_claimed' | 'failed';

export interface DigestRun {
  /** The UTC day this run covers: yesterday's. */
  day: string;
  outcomes: { organisationId: string; day: string; outcome: DigestOutcome }[];
  sent: number;
  failed: number;
}

/** Takes the claim of one organisation's digest of one day: a new row, or an unsent one gone stale. */
async function claim(db: Database, target: { organisationId: string; day: string }, now: Date) {
  const inserted = await db
    .insert(autopilotDigests)
    .values({ organisationId: target.organisationId, day: target.day, createdAt: now })
    .onConflictDoNothing()
    .returning({ day: autopilotDigests.day });
  if (inserted.length > 0) return true;
  // `created_at` is when the claim was last taken: a conditional update, so one worker takes it again.
  const retaken = await db
    .update(autopilotDigests)
    .set({ createdAt: now })
    .where(
      and(
        eq(autopilotDigests.organisationId, target.organisationId),
        eq(autopilotDigests.day, target.day),
        isNull(autopilotDigests.sentAt),
        lt(autopilotDigests.createdAt, new Date(now.getTime() - staleClaimMs)),
      ),
    )
    .returning({ day: autopilotDigests.day });
  return retaken.length > 0;
}

/** One organisation's digest of one day, sent once to its active owners and admins. */
export async function sendOrganisationDigest(
  deps: DigestDeps,
  target: { organisationId: string; day: string },
): Promise<DigestOutcome> {
  const { db, clock, mail } = deps;
  const isLate = previousUtcDay(clock.now()) !== target.day;
  const digest = await readOrganisationDigest(db, target);
  if (!digest || digest.campaigns.length === 0) return 'quiet';
  const recipients = await digestRecipients(db, target.organisationId);
  if (recipients.length === 0) return 'no_recipients';
  if (!(await claim(db, target, clock.now()))) return 'already_claimed';
  let mailed = 0;
  try {
    for (const recipient of recipients) {
      await mail.send({
        organisationId: target.organisationId,
        kind: digestMailKind,
        idempotencyKey: `${digestMailKind}:${target.organisationId}:${target.day}:${recipient.userId}`,
        from: deps.from,
        to: recipient.email,
        ...renderDigestEmail({ digest, name: recipient.name, appUrl: deps.appUrl, isLate }),
      });
      mailed += 1;
    }
  } catch (error) {
    deps.log?.warn(
      {
        ...target,
        mailed,
        recipients: recipients.length,
        reason: error instanceof Error ? error.message : String(error),
      },
      'The autopilot digest was not sent to every recipient: it is tried again later.',
    );
    return 'failed';
  }
  await db
    .update(autopilotDigests)
    .set({ recipients: recipients.length, sentAt: clock.now() })
    .where(and(eq(autopilotDigests.organisationId, target.organisationId), eq(autopilotDigests.day, target.day)));
  return 'sent';
}

/**
 * The daily run: yesterday's digest (UTC) of every organisation with an autopilot action decided
 * or sent that day, or prospects enrolled for it, and the unsent stale claims of the last
 * `lookBackDays` days. Organisations are done one by one; a failure does not stop the others.
 */
export async function sendDailyDigests(deps: DigestDeps): Promise<DigestRun> {
  const { db, clock } = deps;
  const now = clock.now();
  const day = previousUtcDay(now);
  const unsent = await db
    .select({ organisationId: autopilotDigests.organisationId, day: autopilotDigests.day })
    .from(autopilotDigests)
    .where(
      and(
        isNull(autopilotDigests.sentAt),
        gte(autopilotDigests.day, addDays(day, 1 - lookBackDays)),
        lte(autopilotDigests.day, day),
        lt(autopilotDigests.createdAt, new Date(now.getTime() - staleClaimMs)),
      ),
    );
  const targets = new Map<string, { organisationId: string; day: string }>();
  for (const organisationId of await organisationsActiveOn(db, day)) {
    targets.set(`${organisationId}:${day}`, { organisationId, day });
  }
  for (const row of unsent) targets.set(`${row.organisationId}:${row.day}`, row);

  const outcomes: DigestRun['outcomes'] = [];
  for (const target of targets.values()) {
    outcomes.push({ ...target, outcome: await sendOrganisationDigest(deps, target) });
  }
  const count = (outcome: DigestOutcome) => outcomes.filter((item) => item.outcome === outcome).length;
  const run = { day, outcomes, sent: count('sent'), failed: count('failed') };
  deps.log?.info(
    { day, organisations: outcomes.length, sent: run.sent, failed: run.failed },
    'Autopilot digests written.',
  );
  return run;
}
