import { and, asc, eq, gt, gte, inArray, lt, or } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { autopilotActions, autopilotProspectingRuns, campaigns, organisations, users } from '../../db/schema.ts';

/**
 * The daily digest's reading: one organisation's autopilot over one UTC day, grouped by campaign.
 * The day's figures count what happened that day (answers sent, prospects paused, sequences
 * stopped, prospects enrolled by daily prospecting); the waiting figures are the approval queue as
 * it stands when the digest is written (drafts, escalations and sequence emails decided by the end
 * of the day and still waiting), since that is what a person acts on from the email.
 */

const dayMs = 24 * 60 * 60_000;

/** A UTC day as `YYYY-MM-DD`. */
export const utcDay = (at: Date) => at.toISOString().slice(0, 10);

/** The UTC day before `now`'s: the one a digest written at `now` covers. */
export const previousUtcDay = (now: Date) => utcDay(new Date(now.getTime() - dayMs));

/** `day` moved by `count` days. */
export const addDays = (day: string, count: number) => utcDay(new Date(Date.parse(`${day}T00:00:00Z`) + count * dayMs));

const dayBounds = (day: string) => {
  const start = new Date(`${day}T00:00:00Z`);
  return { start, end: new Date(start.getTime() + dayMs) };
};

export interface WaitingEscalation {
  prospect: string;
  /** The escalation codes, most serious first, each with the words stored with it. */
  reasons: { code: string; words: string }[];
}

export interface PausedProspect {
  prospect: string;
  /** An out-of-office (until its return date), else a "not now" (until the follow-up day). */
  outOfOffice: boolean;
  until: string | null;
}

export interface CampaignDigest {
  campaignId: string;
  campaignName: string;
  answersSent: number;
  draftsWaiting: number;
  escalations: WaitingEscalation[];
  paused: PausedProspect[];
  stopped: number;
  sequenceEmailsWaiting: number;
  enrolled: number;
}

export interface OrganisationDigest {
  organisationId: string;
  organisationName: string;
  day: string;
  campaigns: CampaignDigest[];
}

export interface DigestRecipient {
  userId: string;
  name: string;
  email: string;
}

/** Organisations with an autopilot action decided or sent on `day`, or prospects enrolled for it. */
export async function organisationsActiveOn(db: Database, day: string): Promise<string[]> {
  const { start, end } = dayBounds(day);
  const acted = await db
    .selectDistinct({ id: autopilotActions.organisationId })
    .from(autopilotActions)
    .where(
      or(
        and(gte(autopilotActions.createdAt, start), lt(autopilotActions.createdAt, end)),
        and(gte(autopilotActions.sentAt, start), lt(autopilotActions.sentAt, end)),
      ),
    );
  const prospected = await db
    .selectDistinct({ id: autopilotProspectingRuns.organisationId })
    .from(autopilotProspectingRuns)
    .where(and(eq(autopilotProspectingRuns.day, day), gt(autopilotProspectingRuns.enrolled, 0)));
  return [...new Set([...acted, ...prospected].map((row) => row.id))].sort();
}

const emptyCampaign = (campaignId: string, campaignName: string): CampaignDigest => ({
  campaignId,
  campaignName,
  answersSent: 0,
  draftsWaiting: 0,
  escalations: [],
  paused: [],
  stopped: 0,
  sequenceEmailsWaiting: 0,
  enrolled: 0,
});

type StoredEscalation = { code?: unknown; words?: unknown };

const escalationsOf = (value: unknown): WaitingEscalation['reasons'] =>
  (Array.isArray(value) ? (value as StoredEscalation[]) : []).map((entry) => ({
    code: typeof entry?.code === 'string' ? entry.code : '',
    words: typeof entry?.words === 'string' ? entry.words : '',
  }));

const isOutOfOffice = (reasons: unknown, classification: unknown) =>
  (Array.isArray(reasons) && reasons.some((reason) => (reason as { rule?: unknown })?.rule === 'out_of_office')) ||
  (classification as { kind?: unknown } | null)?.kind === 'auto_reply';

/** One organisation's digest of `day` (the queue as it stands now); its campaigns by name, the quiet ones left out. */
export async function readOrganisationDigest(
  db: Database,
  input: { organisationId: string; day: string },
): Promise<OrganisationDigest | null> {
  const { organisationId, day } = input;
  const { start, end } = dayBounds(day);
  const [organisation] = await db
    .select({ name: organisations.name })
    .from(organisations)
    .where(eq(organisations.id, organisationId));
  if (!organisation) return null;
  const rows = await db
    .select({
      campaignId: autopilotActions.campaignId,
      campaignName: campaigns.name,
      kind: autopilotActions.kind,
      status: autopilotActions.status,
      prospectName: autopilotActions.prospectName,
      prospectEmail: autopilotActions.prospectEmail,
      reasons: autopilotActions.reasons,
      classification: autopilotActions.classification,
      escalations: autopilotActions.escalations,
      followUpOn: autopilotActions.followUpOn,
      createdAt: autopilotActions.createdAt,
      sentAt: autopilotActions.sentAt,
    })
    .from(autopilotActions)
    .innerJoin(campaigns, eq(campaigns.id, autopilotActions.campaignId))
    .where(
      and(
        eq(autopilotActions.organisationId, organisationId),
        or(
          and(gte(autopilotActions.createdAt, start), lt(autopilotActions.createdAt, end)),
          and(gte(autopilotActions.sentAt, start), lt(autopilotActions.sentAt, end)),
          and(inArray(autopilotActions.status, ['pending', 'escalated']), lt(autopilotActions.createdAt, end)),
        ),
      ),
    )
    .orderBy(asc(autopilotActions.createdAt));
  const runs = await db
    .select({
      campaignId: autopilotProspectingRuns.campaignId,
      campaignName: campaigns.name,
      enrolled: autopilotProspectingRuns.enrolled,
    })
    .from(autopilotProspectingRuns)
    .innerJoin(campaigns, eq(campaigns.id, autopilotProspectingRuns.campaignId))
    .where(
      and(
        eq(autopilotProspectingRuns.organisationId, organisationId),
        eq(autopilotProspectingRuns.day, day),
        gt(autopilotProspectingRuns.enrolled, 0),
      ),
    );

  const byCampaign = new Map<string, CampaignDigest>();
  const campaignOf = (id: string, name: string) => {
    const found = byCampaign.get(id) ?? emptyCampaign(id, name);
    byCampaign.set(id, found);
    return found;
  };
  const within = (at: Date | null) => at !== null && at >= start && at < end;
  for (const row of rows) {
    const digest = campaignOf(row.campaignId, row.campaignName);
    const prospect = row.prospectName.trim() || row.prospectEmail;
    const isStep = row.kind === 'sequence_email';
    if (row.status === 'sent' && within(row.sentAt) && !isStep) digest.answersSent += 1;
    if (row.status === 'pending' && isStep) digest.sequenceEmailsWaiting += 1;
    if (row.status === 'pending' && !isStep) digest.draftsWaiting += 1;
    if (row.status === 'escalated') digest.escalations.push({ prospect, reasons: escalationsOf(row.escalations) });
    if (!within(row.createdAt)) continue;
    if (row.kind === 'stop_sequence') digest.stopped += 1;
    if (row.kind === 'pause_until') {
      digest.paused.push({
        prospect,
        outOfOffice: isOutOfOffice(row.reasons, row.classification),
        until: row.followUpOn,
      });
    }
  }
  for (const run of runs) campaignOf(run.campaignId, run.campaignName).enrolled += run.enrolled;

  const reported = [...byCampaign.values()].filter((campaign) => totalsOf([campaign]).any);
  reported.sort((a, b) => a.campaignName.localeCompare(b.campaignName) || a.campaignId.localeCompare(b.campaignId));
  return { organisationId, organisationName: organisation.name, day, campaigns: reported };
}

/** The digest's totals over its campaigns; `any` is false when there is nothing to report. */
export function totalsOf(list: readonly CampaignDigest[]) {
  const sum = (of: (campaign: CampaignDigest) => number) => list.reduce((total, item) => total + of(item), 0);
  const totals = {
    answersSent: sum((campaign) => campaign.answersSent),
    draftsWaiting: sum((campaign) => campaign.draftsWaiting),
    escalations: sum((campaign) => campaign.escalations.length),
    sequenceEmailsWaiting: sum((campaign) => campaign.sequenceEmailsWaiting),
    paused: sum((campaign) => campaign.paused.length),
    stopped: sum((campaign) => campaign.stopped),
    enrolled: sum((campaign) => campaign.enrolled),
  };
  const waiting = totals.draftsWaiting + totals.escalations + totals.sequenceEmailsWaiting;
  const any = Object.values(totals).some((value) => value > 0);
  return { ...totals, waiting, any };
}

/** Who receives an organisation's digest: its active owners and admins, oldest first. */
export async function digestRecipients(db: Database, organisationId: string): Promise<DigestRecipient[]> {
  return db
    .select({ userId: users.id, name: users.name, email: users.email })
    .from(users)
    .where(
      and(
        eq(users.organisationId, organisationId),
        inArray(users.role, ['owner', 'admin']),
        eq(users.status, 'active'),
      ),
    )
    .orderBy(asc(users.createdAt), asc(users.id));
}
