import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import { DateTime } from 'luxon';
import type { Database } from '../../db/client.ts';
import { autopilotCampaigns, autopilotProspectingRuns, campaigns } from '../../db/schema.ts';
import type { Clock } from '../../platform/clock.ts';
import { AppError } from '../../platform/errors.ts';
import { enrolMore, type PeopleSelector } from '../campaigns/index.ts';
import { actingMember } from './acting-member.ts';
import { storedAutopilotSettings, storedIdealCustomer } from './campaign-config.ts';
import { isKillSwitchOn } from './kill-switch.ts';

export interface ProspectingDeps {
  db: Database;
  clock: Clock;
  people: PeopleSelector;
  log?: { warn: (details: object, message: string) => void };
}

export interface ProspectingRun {
  campaignId: string;
  day: string;
  matched: number;
  enrolled: number;
  note: string;
}

/** The campaign's own day: prospects are added once per day of its schedule's time zone. */
function campaignDay(now: Date, campaignSettings: unknown): string {
  const zone = (campaignSettings as { schedule?: { timeZone?: string } } | null)?.schedule?.timeZone ?? 'UTC';
  const local = DateTime.fromJSDate(now, { zone });
  return (local.isValid ? local : DateTime.fromJSDate(now, { zone: 'UTC' })).toISODate() as string;
}

/**
 * The autopilot's daily prospecting: each running (or scheduled) campaign on the autopilot with an
 * ideal customer, whose organisation's kill switch is off, takes up to its `newProspectsPerDay` new
 * prospects from the people search of its ideal customer, once per day of its time zone (the day's
 * row in `autopilot_prospecting_runs` is claimed first, so a job run twice, or by two workers,
 * prospects once). Only people whose email the organisation already revealed are enrolled: the
 * autopilot never spends credits on its own. The run's figures and why it fell short are kept on the
 * day's row (the campaign's autopilot page and the daily digest show them). A run that fails keeps
 * its row with the reason and is not tried again that day.
 */
export async function prospectDaily(deps: ProspectingDeps): Promise<ProspectingRun[]> {
  const { db, clock } = deps;
  const now = clock.now();
  const candidates = await db
    .select({
      campaignId: campaigns.id,
      organisationId: campaigns.organisationId,
      ownerUserId: campaigns.ownerUserId,
      campaignSettings: campaigns.settings,
      settings: autopilotCampaigns.settings,
      idealCustomer: autopilotCampaigns.idealCustomer,
    })
    .from(campaigns)
    .innerJoin(autopilotCampaigns, eq(autopilotCampaigns.campaignId, campaigns.id))
    .where(
      and(
        eq(campaigns.autopilot, true),
        inArray(campaigns.status, ['running', 'scheduled']),
        isNotNull(autopilotCampaigns.idealCustomer),
      ),
    );
  const runs: ProspectingRun[] = [];
  for (const campaign of candidates) {
    const idealCustomer = storedIdealCustomer(campaign.idealCustomer);
    if (!idealCustomer) continue;
    if (await isKillSwitchOn(db, campaign.organisationId)) continue;
    const day = campaignDay(now, campaign.campaignSettings);
    const [claimed] = await db
      .insert(autopilotProspectingRuns)
      .values({ campaignId: campaign.campaignId, day, organisationId: campaign.organisationId, createdAt: now })
      .onConflictDoNothing()
      .returning({ day: autopilotProspectingRuns.day });
    if (!claimed) continue;
    const run = await prospectOne(deps, campaign, idealCustomer, now);
    await db
      .update(autopilotProspectingRuns)
      .set({ matched: run.matched, enrolled: run.enrolled, note: run.note })
      .where(and(eq(autopilotProspectingRuns.campaignId, campaign.campaignId), eq(autopilotProspectingRuns.day, day)));
    runs.push({ campaignId: campaign.campaignId, day, ...run });
  }
  return runs;
}

async function prospectOne(
  deps: ProspectingDeps,
  campaign: { campaignId: string; organisationId: string; ownerUserId: string | null; settings: unknown },
  idealCustomer: NonNullable<ReturnType<typeof storedIdealCustomer>>,
  now: Date,
): Promise<Omit<ProspectingRun, 'campaignId' | 'day'>> {
  const limit = storedAutopilotSettings(campaign.settings).newProspectsPerDay;
  const actor = await actingMember(deps.db, campaign.organisationId, [campaign.ownerUserId], 'autopilot:prospecting');
  if (!actor) return { matched: 0, enrolled: 0, note: 'Nobody was added: the organisation has no active owner.' };
  try {
    const outcome = await enrolMore(deps.db, { people: deps.people, now }, actor, {
      campaignId: campaign.campaignId,
      search: { ...idealCustomer, sort: 'relevance' },
      limit,
    });
    return { matched: outcome.matched, enrolled: outcome.enrolled, note: outcome.note };
  } catch (error) {
    deps.log?.warn({ campaignId: campaign.campaignId, err: error }, 'autopilot prospecting failed');
    const words = error instanceof AppError ? error.message.replace(/\.$/, '') : 'an unexpected error';
    return { matched: 0, enrolled: 0, note: `Nobody was added today: ${words}.` };
  }
}
