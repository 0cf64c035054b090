import { type AddProspectsResult, audiencePreviewListLimit } from '@leadpilot/contracts';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import type { Actor } from '../../platform/auth/actor.ts';
import { refused } from '../../platform/errors.ts';
import { resolvePeople } from './audience.ts';
import { enrolledAmong } from './audience-conflicts.ts';
import { firstOpenings, insertEnrolments } from './audience-writes.ts';
import { startMoment } from './campaign-lifecycle.ts';
import { storedSettings } from './campaign-settings.ts';
import { findCampaign } from './campaign-views.ts';

/** Campaigns that take new prospects at once. */
const enrollingStatuses = new Set(['running', 'scheduled']);

/**
 * Enrols people chosen by id (the extension's "Add to campaign", a script with the
 * `campaigns:prospects` scope) in a running or scheduled campaign of the actor's organisation.
 * People already in the campaign are counted and passed over; the others are judged as a launch
 * judges its audience (no or unrevealed email, invalid, suppressed, a CRM customer, in another
 * campaign, cooling off: left out with the reason). Nothing is revealed, so nothing is spent. The
 * new prospects start at the first step at the first opening of their sending window, under the
 * organisation's enrolling lock, so a person is never enrolled twice however often this is asked.
 */
export async function addProspects(
  db: Database,
  actor: Actor,
  input: { campaignId: string; personIds: readonly string[]; now: Date },
): Promise<{ message: string; data: AddProspectsResult }> {
  const personIds = [...new Set(input.personIds)];
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtext(${`leadpilot.campaign-enrol:${actor.organisationId}`}))`,
    );
    const campaign = await findCampaign(tx, actor.organisationId, input.campaignId, { lock: true });
    if (!enrollingStatuses.has(campaign.status)) {
      throw refused(
        campaign.status === 'draft'
          ? `“${campaign.name}” is a draft: add people to its audience in the campaign builder, or launch it first.`
          : `“${campaign.name}” is ${campaign.status}: only a running or scheduled campaign takes new prospects.`,
      );
    }
    const already = await enrolledAmong(tx, campaign.id, personIds);
    const fresh = personIds.filter((id) => !already.has(id));
    const settings = storedSettings(campaign.settings);
    const resolved = await resolvePeople(tx, actor, fresh, settings, campaign.id, input.now);
    // A person id that is no one's is not an exclusion of the audience: it is simply not found.
    const found = resolved.preview.candidates;
    if (found < fresh.length) throw refused(`${fresh.length - found} of these people could not be found.`);
    if (resolved.enrol.length > 0) {
      await insertEnrolments(tx, {
        organisationId: actor.organisationId,
        campaignId: campaign.id,
        drafts: resolved.enrol,
        nextDueAt: firstOpenings(settings.schedule, input.now, startMoment(settings.schedule, input.now)),
        now: input.now,
      });
    }
    const data: AddProspectsResult = {
      enrolled: resolved.enrol.length,
      alreadyInCampaign: already.size,
      excluded: resolved.preview.excluded,
      exclusions: resolved.preview.exclusions.slice(0, audiencePreviewListLimit),
    };
    return { message: addedMessage(campaign.name, data), data };
  });
}

function addedMessage(name: string, data: AddProspectsResult): string {
  const people = (count: number) => (count === 1 ? '1 person' : `${count.toLocaleString('en')} people`);
  const parts = [`Added ${people(data.enrolled)} to “${name}”.`];
  if (data.alreadyInCampaign > 0) parts.push(`${people(data.alreadyInCampaign)} already in it.`);
  if (data.excluded === 1) parts.push(`1 left out: ${data.exclusions[0]?.detail ?? 'see why below'}`);
  else if (data.excluded > 1) parts.push(`${people(data.excluded)} left out (see why below).`);
  return parts.join(' ');
}
