import type { CampaignSettings } from '@leadpilot/contracts';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { campaigns, communicationEvents, enrolments } from '../../db/schema.ts';

/** What a paused colleague's log entry and status say. */
export const colleaguePausedWords = 'Paused: a colleague at their company replied. Resume them when it makes sense.';

/** Prospects a colleague's reply pauses: still being mailed, or waiting on a field. */
const pausableStatuses = ['active', 'held'] as const;

/**
 * When someone replies, their colleagues in the same campaign (same company domain, else the same
 * company name; nobody when the record has neither) are paused if the campaign asks for it: nothing
 * more is sent to them until a person resumes them. Their scheduled sends stay in the ledger (the
 * engine mails only active prospects), so resuming sends each step once, as planned. Runs in the
 * caller's transaction; answers the ids paused.
 */
export async function pauseColleagues(
  tx: Database,
  replied: { enrolmentId: string; campaignId: string; organisationId: string; at: Date },
): Promise<string[]> {
  const [row] = await tx
    .select({ settings: campaigns.settings, domain: enrolments.domain, company: enrolments.company })
    .from(enrolments)
    .innerJoin(campaigns, eq(campaigns.id, enrolments.campaignId))
    .where(eq(enrolments.id, replied.enrolmentId));
  if (!row || !(row.settings as CampaignSettings).pauseColleaguesOnReply) return [];
  const domain = row.domain.trim().toLowerCase();
  const company = row.company.trim().toLowerCase();
  const sameCompany = domain
    ? sql`lower(${enrolments.domain}) = ${domain}`
    : company
      ? sql`lower(trim(${enrolments.company})) = ${company}`
      : null;
  if (!sameCompany) return [];
  const paused = await tx
    .update(enrolments)
    .set({ status: 'paused', stopReason: 'colleague_replied', updatedAt: replied.at })
    .where(
      and(
        eq(enrolments.campaignId, replied.campaignId),
        ne(enrolments.id, replied.enrolmentId),
        inArray(enrolments.status, [...pausableStatuses]),
        sameCompany,
      ),
    )
    .returning({ id: enrolments.id });
  if (paused.length === 0) return [];
  await tx.insert(communicationEvents).values(
    paused.map(({ id }) => ({
      organisationId: replied.organisationId,
      campaignId: replied.campaignId,
      enrolmentId: id,
      kind: 'paused',
      reason: colleaguePausedWords,
      details: { repliedEnrolmentId: replied.enrolmentId },
      at: replied.at,
    })),
  );
  return paused.map(({ id }) => id);
}
