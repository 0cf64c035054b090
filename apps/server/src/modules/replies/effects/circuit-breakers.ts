import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { queryRows } from '../../../db/query-rows.ts';
import { pauseCampaignBySystem } from '../../campaigns/index.ts';
import { negativeLabels } from './reply-sentiment.ts';

export interface BreakerSettings {
  /** How many of the campaign's latest sends the rates are taken over. */
  window: number;
  /** Below this many sends in the window no breaker trips (one bounce in ten sends says little). */
  minimumSends: number;
  /** Hard bounces above this share of the window pause the campaign (3 %: mailbox providers' limit). */
  bounceRate: number;
  /** Negative replies (not interested, remove me) above this share pause it. */
  negativeReplyRate: number;
}

export const defaultBreakerSettings: BreakerSettings = {
  window: 100,
  minimumSends: 20,
  bounceRate: 0.03,
  negativeReplyRate: 0.1,
};

interface WindowCounts {
  sends: number;
  bounced: number;
  negative: number;
}

const percent = (value: number) => `${(value * 100).toFixed(1)} %`;

/**
 * Pauses a campaign whose latest sends bounce or anger too many people, and says why: over its
 * last `window` sent messages, the prospects who hard-bounced, and those who answered with a
 * negative label (a person's override counts over the classifier's), each against its threshold.
 * Runs in the caller's transaction after a bounce or a negative reply; answers the reason when it
 * paused the campaign, else null (nothing tripped, or the campaign was not running).
 */
export async function checkCircuitBreakers(
  tx: Database,
  input: { campaignId: string; at: Date; settings?: Partial<BreakerSettings> },
): Promise<string | null> {
  const settings = { ...defaultBreakerSettings, ...input.settings };
  const [counts] = await queryRows<WindowCounts>(
    tx,
    sql`with recent as (
          select enrolment_id from send_ledger
          where campaign_id = ${input.campaignId} and state = 'sent'
          order by submitted_at desc nulls last
          limit ${settings.window})
        select (select count(*) from recent)::int as sends,
               count(distinct i.enrolment_id) filter (where i.kind = 'bounce' and i.bounce_kind = 'hard')::int as bounced,
               count(distinct i.enrolment_id) filter (
                 where i.kind = 'reply' and coalesce(i.label_override, i.label) in (${sql.join(
                   negativeLabels.map((label) => sql`${label}`),
                   sql`, `,
                 )}))::int as negative
        from inbound_messages i
        where i.campaign_id = ${input.campaignId} and i.deleted_at is null
          and i.enrolment_id in (select enrolment_id from recent)`,
  );
  if (!counts || counts.sends < settings.minimumSends) return null;
  const bounceRate = counts.bounced / counts.sends;
  const negativeRate = counts.negative / counts.sends;
  let reason: string | null = null;
  if (bounceRate > settings.bounceRate) {
    reason = `Paused automatically: ${counts.bounced} of the last ${counts.sends} messages hard-bounced (${percent(bounceRate)}, above ${percent(settings.bounceRate)}). Check the list's quality before resuming: more bounces hurt the mailboxes' reputation.`;
  } else if (negativeRate > settings.negativeReplyRate) {
    reason = `Paused automatically: ${counts.negative} of the last ${counts.sends} prospects answered that they are not interested or asked to be removed (${percent(negativeRate)}, above ${percent(settings.negativeReplyRate)}). Review the audience and the message before resuming.`;
  }
  if (!reason) return null;
  return (await pauseCampaignBySystem(tx, { campaignId: input.campaignId, reason, at: input.at })) ? reason : null;
}
