import type { CampaignAudience } from '@leadpilot/contracts';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import type { Actor } from '../../platform/auth/actor.ts';
import { type PeopleSelector, resolvePeople } from './audience.ts';
import { chunked, enrolledAmong } from './audience-conflicts.ts';
import { firstOpenings, insertEnrolments } from './audience-writes.ts';
import { startMoment } from './campaign-lifecycle.ts';
import { storedSettings } from './campaign-settings.ts';
import { findCampaign } from './campaign-views.ts';

export interface EnrolMoreOutcome {
  /** People the search selected (at most the search's selection limit). */
  matched: number;
  /** Of those, people not in the campaign yet. */
  fresh: number;
  enrolled: number;
  /** Why fewer than asked were enrolled, in plain words; empty when the limit was reached. */
  note: string;
}

/** Campaigns that take new prospects. */
const enrollingStatuses = new Set(['running', 'scheduled']);

/**
 * Adds up to `limit` new prospects from a people search to a running (or scheduled) campaign, in
 * the search's order: people already in the campaign are passed over, and each candidate is judged
 * as a launch judges its audience (no or unrevealed email, invalid, suppressed, in another campaign,
 * cooling off: left out). Nothing is revealed, so nothing is spent. The new prospects start at the
 * first step, each due at the first opening of their own sending window. Under the organisation's
 * enrolling lock, as a launch, so two enrolments cannot both take a person.
 */
export async function enrolMore(
  db: Database,
  deps: { people: PeopleSelector; now: Date },
  actor: Actor,
  input: { campaignId: string; search: NonNullable<CampaignAudience['search']>; limit: number },
): Promise<EnrolMoreOutcome> {
  const { now } = deps;
  // The search first, outside the transaction: it runs on the people service's own handle (on
  // PGlite, one connection, it would wait behind the open transaction for ever).
  const { ids } = await deps.people.selectionIds(actor, input.search);
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtext(${`leadpilot.campaign-enrol:${actor.organisationId}`}))`,
    );
    const campaign = await findCampaign(tx, actor.organisationId, input.campaignId, { lock: true });
    if (!enrollingStatuses.has(campaign.status)) {
      return { matched: 0, fresh: 0, enrolled: 0, note: `The campaign is ${campaign.status}: nobody was added.` };
    }
    const settings = storedSettings(campaign.settings);
    const enrolled = await enrolledAmong(tx, campaign.id, ids);
    const fresh = ids.filter((id) => !enrolled.has(id));
    const drafts: Awaited<ReturnType<typeof resolvePeople>>['enrol'] = [];
    let excluded = 0;
    // A few candidates more than needed at a time: most of a search is usually enrollable.
    for (const part of chunked(fresh, Math.max(50, input.limit * 3))) {
      if (drafts.length >= input.limit) break;
      const resolved = await resolvePeople(tx, actor, part, settings, campaign.id, now);
      excluded += resolved.preview.excluded;
      drafts.push(...resolved.enrol.slice(0, input.limit - drafts.length));
    }
    if (drafts.length > 0) {
      await insertEnrolments(tx, {
        organisationId: actor.organisationId,
        campaignId: campaign.id,
        drafts,
        nextDueAt: firstOpenings(settings.schedule, now, startMoment(settings.schedule, now)),
        now,
      });
    }
    const note =
      drafts.length >= input.limit
        ? ''
        : fresh.length === 0
          ? 'Everyone the ideal customer matches is already in the campaign.'
          : excluded === 0
            ? `The ideal customer matched only ${fresh.length === 1 ? '1 new person' : `${fresh.length} new people`} today.`
            : `Only ${drafts.length} of the ${fresh.length} new people matched could be enrolled (${excluded} left out: no revealed email, suppressed, in another campaign or cooling off).`;
    return { matched: ids.length, fresh: fresh.length, enrolled: drafts.length, note };
  });
}
