import type { CampaignSettings } from '@leadpilot/contracts';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { campaigns, enrolments } from '../../db/schema.ts';
import { stopEnrolment } from './stop-enrolment.ts';

/**
 * A person's click on a tracked link (never a scanner's: the tracking module only reports counted
 * clicks) ends the sequence when the campaign stops on a click. Answers whether it stopped one.
 */
export async function stopOnClick(db: Database, click: { enrolmentId: string; at: Date }): Promise<boolean> {
  const [row] = await db
    .select({ settings: campaigns.settings })
    .from(enrolments)
    .innerJoin(campaigns, eq(campaigns.id, enrolments.campaignId))
    .where(eq(enrolments.id, click.enrolmentId));
  if (!(row?.settings as CampaignSettings | undefined)?.stopOnClick) return false;
  const outcome = await stopEnrolment(db, {
    enrolmentId: click.enrolmentId,
    reason: 'click',
    actor: null,
    at: click.at,
  });
  return outcome.stopped;
}
