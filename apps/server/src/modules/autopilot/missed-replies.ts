import { and, asc, eq, gte, isNotNull, isNull, notExists, sql } from 'drizzle-orm';
import { autopilotActions, autopilotCampaigns, campaigns, inboundMessages } from '../../db/schema.ts';
import { decideReply, type ReplyHookDeps } from './reply-hook.ts';

/** Replies older than this are not decided late: a person has seen them in the inbox by then. */
const lookBackMs = 3 * 24 * 60 * 60_000;

/**
 * The replies of campaigns on the autopilot whose effects ran but that have no decision: the hook
 * failed or the process stopped between the two. Only replies received since the autopilot was
 * last switched on, and in the last three days. One read of the reply reader's table (as its
 * `thread-reads.ts` reads the campaigns'); the decision itself is `decideReply`, once per message.
 */
export async function decideMissedReplies(deps: ReplyHookDeps, options: { limit?: number } = {}) {
  const now = deps.clock.now();
  const missed = await deps.db
    .select({ message: inboundMessages })
    .from(inboundMessages)
    .innerJoin(campaigns, eq(campaigns.id, inboundMessages.campaignId))
    .innerJoin(autopilotCampaigns, eq(autopilotCampaigns.campaignId, inboundMessages.campaignId))
    .where(
      and(
        eq(campaigns.autopilot, true),
        isNotNull(inboundMessages.effectsAt),
        isNotNull(inboundMessages.enrolmentId),
        isNull(inboundMessages.deletedAt),
        gte(inboundMessages.receivedAt, new Date(now.getTime() - lookBackMs)),
        sql`${inboundMessages.receivedAt} >= ${autopilotCampaigns.enabledAt}`,
        notExists(
          deps.db
            .select({ id: autopilotActions.id })
            .from(autopilotActions)
            .where(eq(autopilotActions.inboundMessageId, inboundMessages.id)),
        ),
      ),
    )
    .orderBy(asc(inboundMessages.receivedAt))
    .limit(options.limit ?? 50);
  let recorded = 0;
  for (const { message } of missed) {
    if ((await decideReply(deps, message)) === 'recorded') recorded += 1;
  }
  return recorded;
}
