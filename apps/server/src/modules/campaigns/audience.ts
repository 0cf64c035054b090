import {
  type AudienceExclusion,
  type AudienceExclusionReason,
  type AudiencePreview,
  audienceExclusionReasons,
  audiencePreviewListLimit,
  type CampaignAudience,
  type CampaignSettings,
  isKnownTimeZone,
} from '@leadpilot/contracts';
import type { Database } from '../../db/client.ts';
import type { Actor } from '../../platform/auth/actor.ts';
import { refused } from '../../platform/errors.ts';
import { allListPersonIds, findList, loadPersonRecords } from '../contacts/index.ts';
import { customersAmong } from '../crm/index.ts';
import { findStoredStatuses, parseEmailAddress } from '../email-verification/index.ts';
import { suppressedAmong } from '../suppressions/index.ts';
import { chunked, contactedRecently, takenByActiveCampaigns } from './audience-conflicts.ts';

/** One search gives at most this many people (the people search's own selection limit). */
export interface PeopleSelector {
  selectionIds(
    actor: Actor,
    search: NonNullable<CampaignAudience['search']>,
  ): Promise<{ ids: string[]; isCapped: boolean }>;
}

/** An audience names at most this many people before deduplication. */
export const maxAudienceCandidates = 25_000;

/** A person ready to enrol: what the sequence and the send planner need. */
export interface EnrolmentDraft {
  personId: string | null;
  email: string;
  firstName: string;
  lastName: string;
  company: string;
  domain: string;
  timeZone: string | null;
  country: string | null;
  mergeData: Record<string, string>;
}

interface Candidate extends Omit<EnrolmentDraft, 'email'> {
  email: string | null;
  /** Why this person cannot be enrolled whatever else holds (no or unrevealed email, a bad address). */
  blocked?: { reason: AudienceExclusionReason; detail: string };
}

const domainOf = (email: string) => email.slice(email.lastIndexOf('@') + 1);

async function peopleCandidates(db: Database, actor: Actor, ids: string[], now: Date): Promise<Candidate[]> {
  const candidates: Candidate[] = [];
  for (const part of chunked(ids, 2_000)) {
    for (const { person, company, revealedAt } of await loadPersonRecords(db, actor.organisationId, part, now)) {
      const email = person.email?.trim().toLowerCase() || null;
      const candidate: Candidate = {
        personId: person.id,
        email: email && revealedAt ? email : null,
        firstName: person.firstName,
        lastName: person.lastName,
        company: company?.name ?? person.companyName,
        domain: company?.domain ?? (email ? domainOf(email) : ''),
        timeZone: person.timeZone || null,
        country: person.country || null,
        mergeData: { title: person.title },
      };
      if (!email) candidate.blocked = { reason: 'no_email', detail: 'This person has no known email address.' };
      else if (!revealedAt) {
        candidate.blocked = { reason: 'not_revealed', detail: 'Reveal this person’s email first (it costs credits).' };
      } else if (person.emailStatus === 'invalid') {
        candidate.blocked = { reason: 'invalid_email', detail: 'Email verification found this address invalid.' };
      }
      candidates.push(candidate);
    }
  }
  return candidates;
}

function csvCandidates(rows: CampaignAudience['csv']): Candidate[] {
  return rows.map((row) => {
    const email = row.email.trim().toLowerCase();
    const parsed = parseEmailAddress(email);
    const { title, ...fields } = { title: row.title ?? '', ...row.fields };
    const candidate: Candidate = {
      personId: null,
      email: email || null,
      firstName: row.firstName ?? '',
      lastName: row.lastName ?? '',
      company: row.company ?? '',
      domain: parsed.isValid ? parsed.domain : '',
      timeZone: row.timeZone && isKnownTimeZone(row.timeZone) ? row.timeZone : null,
      country: row.country ?? null,
      mergeData: { ...fields, ...(title ? { title } : {}) },
    };
    if (!email) candidate.blocked = { reason: 'no_email', detail: 'This row has no email address.' };
    else if (!parsed.isValid) candidate.blocked = { reason: 'invalid_email', detail: parsed.reason };
    return candidate;
  });
}

const personOf = (candidate: Candidate) => ({
  personId: candidate.personId,
  email: candidate.email ?? '',
  name: `${candidate.firstName} ${candidate.lastName}`.trim(),
  company: candidate.company,
});

export interface ResolvedAudience {
  preview: AudiencePreview;
  enrol: EnrolmentDraft[];
  /** Of those enrolled, how many have no address that email verification found valid. */
  unverified: number;
}

/**
 * The people an audience names (a search, saved lists, CSV rows), deduplicated by email, each one
 * either enrolled or left out with its reason: no or unrevealed email, an invalid address, on the
 * suppression list, held as a customer by the organisation's CRM, in another active campaign (when
 * `exclusive`), or emailed by another campaign of the organisation within `coolOffDays`.
 * `campaignId` is the campaign enrolling (its own people never conflict with it). Reads only; the
 * caller writes the enrolments.
 */
export async function resolveAudience(
  db: Database,
  deps: { people: PeopleSelector; now: Date },
  actor: Actor,
  audience: CampaignAudience,
  settings: CampaignSettings,
  campaignId: string | null,
): Promise<ResolvedAudience> {
  const organisationId = actor.organisationId;
  const selection = audience.search ? await deps.people.selectionIds(actor, audience.search) : null;
  const personIds = [...(selection?.ids ?? [])];
  for (const listId of new Set(audience.listIds)) {
    await findList(db, organisationId, listId);
    personIds.push(...(await allListPersonIds(db, listId)));
  }
  const uniqueIds = [...new Set(personIds)];
  if (uniqueIds.length + audience.csv.length > maxAudienceCandidates) {
    throw refused(`An audience takes at most ${maxAudienceCandidates.toLocaleString('en')} people: narrow it down.`);
  }
  const candidates = [...(await peopleCandidates(db, actor, uniqueIds, deps.now)), ...csvCandidates(audience.csv)];
  const resolved = await judgeCandidates(db, organisationId, candidates, settings, campaignId, deps.now);
  return { ...resolved, preview: { ...resolved.preview, isSearchCapped: selection?.isCapped ?? false } };
}

/**
 * The people named by id (a page of a search's selection), each enrolled or left out as
 * `resolveAudience` judges them: the autopilot's daily prospecting takes a few at a time.
 */
export async function resolvePeople(
  db: Database,
  actor: Actor,
  personIds: readonly string[],
  settings: CampaignSettings,
  campaignId: string,
  now: Date,
): Promise<ResolvedAudience> {
  const candidates = await peopleCandidates(db, actor, [...new Set(personIds)], now);
  return judgeCandidates(db, actor.organisationId, candidates, settings, campaignId, now);
}

async function judgeCandidates(
  db: Database,
  organisationId: string,
  candidates: Candidate[],
  settings: CampaignSettings,
  campaignId: string | null,
  now: Date,
): Promise<ResolvedAudience> {
  const exclusions: AudienceExclusion[] = [];
  const exclude = (candidate: Candidate, reason: AudienceExclusionReason, detail: string) =>
    exclusions.push({ ...personOf(candidate), reason, detail });
  const seen = new Set<string>();
  const open: (Candidate & { email: string })[] = [];
  for (const candidate of candidates) {
    if (candidate.blocked) exclude(candidate, candidate.blocked.reason, candidate.blocked.detail);
    else if (candidate.email && seen.has(candidate.email)) {
      exclude(candidate, 'duplicate', 'This address appears earlier in the audience.');
    } else if (candidate.email) {
      seen.add(candidate.email);
      open.push(candidate as Candidate & { email: string });
    }
  }

  const emails = open.map((candidate) => candidate.email);
  // One after another: `db` may be a transaction's single connection, which runs one query at a time.
  // Each takes the whole audience as one array parameter, so one statement each.
  const verdicts = await findStoredStatuses(db, emails);
  const suppressed = await suppressedAmong(db, organisationId, emails);
  const customers = await customersAmong(db, organisationId, emails);
  const taken = settings.exclusive
    ? await takenByActiveCampaigns(db, organisationId, emails, campaignId)
    : new Map<string, string>();
  const contacted =
    settings.coolOffDays > 0
      ? await contactedRecently(db, organisationId, emails, campaignId, now, settings.coolOffDays)
      : new Map<string, string>();
  const enrol: EnrolmentDraft[] = [];
  let unverified = 0;
  for (const candidate of open) {
    const { email } = candidate;
    if (verdicts.get(email) === 'invalid') {
      exclude(candidate, 'invalid_email', 'Email verification found this address invalid.');
    } else if (suppressed.has(email)) {
      exclude(candidate, 'suppressed', 'On the suppression list (unsubscribed, bounced or added by hand).');
    } else if (customers.has(email)) {
      exclude(candidate, 'crm_customer', 'Your CRM holds this address or its company as a customer.');
    } else if (taken.has(email)) {
      exclude(candidate, 'in_another_campaign', taken.get(email) as string);
    } else if (contacted.has(email)) {
      exclude(candidate, 'cool_off', contacted.get(email) as string);
    } else {
      enrol.push({ ...candidate, email });
      if (verdicts.get(email) !== 'verified') unverified += 1;
    }
  }

  const byReason = Object.fromEntries(audienceExclusionReasons.map((reason) => [reason, 0])) as Record<
    AudienceExclusionReason,
    number
  >;
  for (const exclusion of exclusions) byReason[exclusion.reason] += 1;
  return {
    enrol,
    unverified,
    preview: {
      candidates: candidates.length,
      enrolled: enrol.length,
      excluded: exclusions.length,
      byReason,
      included: enrol.slice(0, audiencePreviewListLimit).map((draft) => personOf(draft)),
      exclusions: exclusions.slice(0, audiencePreviewListLimit),
      isSearchCapped: false,
    },
  };
}
