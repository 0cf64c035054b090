import { and, countDistinct, eq, gt, isNull, lte, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { communicationEvents } from '../../db/schema.ts';
import type { FlagVerdict } from './tracking-flags.ts';
import type { VerifiedTracking } from './tracking-tokens.ts';

/** Several links of one message clicked within this span are a scanner's sweep. */
export const burstWindowMs = 1000;

export interface TrackingEventInput {
  claims: VerifiedTracking;
  at: Date;
  verdict: FlagVerdict | null;
  userAgent: string;
  method: string;
}

const foreignKeyViolation = (error: unknown): boolean => {
  for (let cause = error; cause instanceof Error; cause = cause.cause) {
    if ('code' in cause && cause.code === '23503') return true;
  }
  return false;
};

/**
 * Records an `opened` or `clicked` communication event (the engine owns the table; this module
 * writes its own two kinds, and only these). `details.flag` marks a machine's open or click
 * ('apple_privacy', 'scanner') with `details.why`. A click that comes within a second of a click
 * on another link of the same message is a scanner's, and so are those earlier clicks: they are
 * re-flagged in the same transaction, under a lock per message so two racing clicks see each other.
 * Answers `counted` for a person's open or click, `flagged` for a machine's, and `gone` when the
 * message's enrolment has since been deleted (nothing recorded).
 */
export async function recordTrackingEvent(
  db: Database,
  input: TrackingEventInput,
): Promise<'counted' | 'flagged' | 'gone'> {
  const { claims, at } = input;
  const kind = claims.kind === 'open' ? 'opened' : 'clicked';
  try {
    return await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`tracking:${claims.ledgerId}`}))`);
      let verdict = input.verdict;
      if (kind === 'clicked') {
        const sweep = and(
          eq(communicationEvents.ledgerId, claims.ledgerId),
          eq(communicationEvents.kind, 'clicked'),
          gt(communicationEvents.at, new Date(at.getTime() - burstWindowMs)),
          lte(communicationEvents.at, new Date(at.getTime() + burstWindowMs)),
          ne(sql`${communicationEvents.details}->>'url'`, claims.url ?? ''),
        );
        const others = await tx.select({ id: communicationEvents.id }).from(communicationEvents).where(sweep);
        if (others.length > 0) {
          const why = 'Several links of the message were clicked within a second: a link scanner.';
          verdict = { flag: 'scanner', why };
          await tx
            .update(communicationEvents)
            .set({ details: sql`${communicationEvents.details} || ${JSON.stringify({ flag: 'scanner', why })}::jsonb` })
            .where(and(sweep, isNull(sql`${communicationEvents.details}->>'flag'`)));
        }
      }
      const details: Record<string, string> = { method: input.method, userAgent: input.userAgent.slice(0, 300) };
      if (claims.url) details.url = claims.url;
      if (verdict) Object.assign(details, { flag: verdict.flag, why: verdict.why });
      const reason = verdict
        ? `${kind === 'opened' ? 'Opened' : 'Clicked'} by a machine, not counted: ${verdict.why}`
        : kind === 'opened'
          ? 'Opened the message.'
          : `Clicked ${claims.url}.`;
      await tx.insert(communicationEvents).values({
        organisationId: claims.organisationId,
        campaignId: claims.campaignId ?? null,
        enrolmentId: claims.enrolmentId,
        ledgerId: claims.ledgerId,
        kind,
        reason,
        details,
        at,
      });
      return verdict ? 'flagged' : 'counted';
    });
  } catch (error) {
    if (foreignKeyViolation(error)) return 'gone';
    throw error;
  }
}

/** People who opened and who clicked a campaign's messages: distinct prospects, flagged events left out. */
export async function countEngagedPeople(db: Database, organisationId: string, campaignId: string) {
  const rows = await db
    .select({ kind: communicationEvents.kind, people: countDistinct(communicationEvents.enrolmentId) })
    .from(communicationEvents)
    .where(
      and(
        eq(communicationEvents.organisationId, organisationId),
        eq(communicationEvents.campaignId, campaignId),
        sql`${communicationEvents.kind} in ('opened', 'clicked')`,
        isNull(sql`${communicationEvents.details}->>'flag'`),
      ),
    )
    .groupBy(communicationEvents.kind);
  const of = (kind: string) => rows.find((row) => row.kind === kind)?.people ?? 0;
  return { opened: of('opened'), clicked: of('clicked') };
}
