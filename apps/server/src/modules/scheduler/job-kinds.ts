import type { Readable } from 'node:stream';
import { type ScheduledJobKind, scheduledJobDefaultPerRun, searchSelectionBodySchema } from '@leadpilot/contracts';
import type { Database } from '../../db/client.ts';
import type { scheduledJobs } from '../../db/schema.ts';
import type { Actor } from '../../platform/auth/actor.ts';
import type { Clock } from '../../platform/clock.ts';
import { refused } from '../../platform/errors.ts';
import type { MailTransport } from '../../platform/mail/mail-transport.ts';
import { enrolMore, type PeopleSelector } from '../campaigns/index.ts';
import { allListPersonIds, findList } from '../contacts/index.ts';
import { formatInZone } from './cron-schedule.ts';

type JobRow = typeof scheduledJobs.$inferSelect;

/** The other modules' public faces a run works through. */
export interface KindDeps {
  db: Database;
  clock: Clock;
  people: PeopleSelector;
  savedLists: {
    list(actor: Actor): Promise<{ id: string; peopleCount: number }[]>;
    addSelection(actor: Actor, listId: string, selection: { ids: string[] }): Promise<{ message: string }>;
    selectionSummary(
      actor: Actor,
      selection: { ids: string[]; isCapped: boolean },
    ): Promise<{ unrevealedCount: number; revealCredits: number }>;
    reveal(
      actor: Actor,
      listId: string,
      body: { expectedCredits: number },
    ): Promise<{ message: string; data: { revealed: number; credits: number } }>;
  };
  campaigns: {
    detail(actor: Actor, id: string): Promise<{ id: string; name: string }>;
    results: { csv(actor: Actor, id: string): Promise<{ fileName: string; stream: Readable }> };
  };
  mail: MailTransport;
  mailFrom: string;
  appUrl: string;
}

/** Who the run acts for: the member who scheduled the job, with their address for mail. */
export interface RunMember {
  actor: Actor;
  email: string;
  name: string;
}

export interface KindOutcome {
  status: 'succeeded' | 'skipped';
  counts: Record<string, number>;
  summary: string;
}

interface RunContext {
  job: JobRow;
  member: RunMember;
  runId: string;
  occurrenceAt: Date;
}

/** An exported CSV larger than this is not attached: the email links to the campaign instead. */
export const maxAttachmentBytes = 5 * 1024 * 1024;

const people = (count: number) => `${count.toLocaleString('en-US')} ${count === 1 ? 'person' : 'people'}`;

function storedSearch(job: JobRow) {
  const parsed = searchSelectionBodySchema.safeParse(job.settings.search);
  if (!parsed.success) throw refused('The people search of this job can no longer be read: schedule it again.');
  return parsed.data;
}

function listIdOf(job: JobRow): string {
  if (!job.listId) throw refused('The list of this job was deleted: delete the job, or schedule it again with a list.');
  return job.listId;
}

function campaignIdOf(job: JobRow): string {
  if (!job.campaignId) {
    throw refused('The campaign of this job was deleted: delete the job, or schedule it again with a campaign.');
  }
  return job.campaignId;
}

/** Adds the search's current matches to the list (people already on it stay; nobody is removed). */
async function refreshList(deps: KindDeps, { job, member }: RunContext): Promise<KindOutcome> {
  const listId = listIdOf(job);
  const list = await findList(deps.db, member.actor.organisationId, listId);
  const { ids } = await deps.people.selectionIds(member.actor, storedSearch(job));
  if (ids.length === 0) {
    return { status: 'succeeded', counts: { matched: 0, added: 0 }, summary: 'The search matched nobody today.' };
  }
  const countOf = async () =>
    (await deps.savedLists.list(member.actor)).find((candidate) => candidate.id === listId)?.peopleCount ?? 0;
  const before = await countOf();
  await deps.savedLists.addSelection(member.actor, listId, { ids });
  const added = (await countOf()) - before;
  return {
    status: 'succeeded',
    counts: { matched: ids.length, added },
    summary:
      added === 0
        ? `The search matched ${people(ids.length)}, all already on “${list.name}”.`
        : `Added ${people(added)} to “${list.name}” (the search matched ${people(ids.length)}).`,
  };
}

/** Reveals the list's people not revealed yet, within the job's credit cap (over it: skipped, nothing spent). */
async function enrichList(deps: KindDeps, { job, member }: RunContext): Promise<KindOutcome> {
  const listId = listIdOf(job);
  const list = await findList(deps.db, member.actor.organisationId, listId);
  const ids = await allListPersonIds(deps.db, list.id);
  const cost = await deps.savedLists.selectionSummary(member.actor, { ids, isCapped: false });
  if (cost.unrevealedCount === 0) {
    return {
      status: 'succeeded',
      counts: { people: ids.length, revealed: 0, credits: 0 },
      summary: `Everyone on “${list.name}” is already revealed: nothing was spent.`,
    };
  }
  const cap = typeof job.settings.maxCredits === 'number' ? job.settings.maxCredits : null;
  if (cap !== null && cost.revealCredits > cap) {
    return {
      status: 'skipped',
      counts: { people: ids.length, revealed: 0, credits: 0 },
      summary: `Revealing ${people(cost.unrevealedCount)} on “${list.name}” would cost ${cost.revealCredits} credits, more than this job’s cap of ${cap}: nothing was spent.`,
    };
  }
  const result = await deps.savedLists.reveal(member.actor, listId, { expectedCredits: cost.revealCredits });
  return {
    status: 'succeeded',
    counts: { people: ids.length, revealed: result.data.revealed, credits: result.data.credits },
    summary: result.message,
  };
}

/** Enrols the search's new matches in the campaign, at most `perRun`, as "enrol more" does (nothing is revealed). */
async function growCampaign(deps: KindDeps, { job, member }: RunContext): Promise<KindOutcome> {
  const campaignId = campaignIdOf(job);
  const campaign = await deps.campaigns.detail(member.actor, campaignId);
  const limit = typeof job.settings.perRun === 'number' ? job.settings.perRun : scheduledJobDefaultPerRun;
  const outcome = await enrolMore(deps.db, { people: deps.people, now: deps.clock.now() }, member.actor, {
    campaignId,
    search: storedSearch(job),
    limit,
  });
  const counts = { matched: outcome.matched, fresh: outcome.fresh, enrolled: outcome.enrolled };
  const added = `Added ${people(outcome.enrolled)} to “${campaign.name}”.`;
  if (outcome.enrolled === 0 && outcome.note.startsWith('The campaign is')) {
    return { status: 'skipped', counts, summary: outcome.note };
  }
  return { status: 'succeeded', counts, summary: outcome.note ? `${added} ${outcome.note}` : added };
}

async function readText(stream: Readable, maxBytes: number): Promise<string | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream) {
    const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk));
    size += buffer.length;
    if (size > maxBytes) {
      stream.destroy();
      return null;
    }
    chunks.push(buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** Emails the campaign's results (every prospect, as the download) to the member who scheduled the job. */
async function exportResults(deps: KindDeps, { job, member, runId, occurrenceAt }: RunContext): Promise<KindOutcome> {
  const campaignId = campaignIdOf(job);
  const campaign = await deps.campaigns.detail(member.actor, campaignId);
  const file = await deps.campaigns.results.csv(member.actor, campaignId);
  const csv = await readText(file.stream, maxAttachmentBytes);
  const rows = csv === null ? null : Math.max(0, csv.split('\r\n').filter(Boolean).length - 1);
  const link = `${deps.appUrl.replace(/\/$/, '')}/campaigns/${campaignId}`;
  const when = formatInZone(occurrenceAt, job.timeZone);
  const text =
    csv === null
      ? `The results of “${campaign.name}” are too large to attach (over 5 MB). Download them from ${link}.\n\nSent by your scheduled job “${job.name}” (${when}).`
      : `The results of “${campaign.name}” are attached: ${rows} prospects, with their status, step and last event.\n\nSee the campaign: ${link}\n\nSent by your scheduled job “${job.name}” (${when}).`;
  const sent = await deps.mail.send({
    organisationId: member.actor.organisationId,
    kind: 'scheduled-export',
    // One email per run: a retried run sends nothing twice.
    idempotencyKey: `scheduled-export:${runId}`,
    from: deps.mailFrom,
    to: member.email,
    subject: `Results of “${campaign.name}”`,
    text,
    ...(csv === null ? {} : { attachments: [{ filename: file.fileName, content: csv, contentType: 'text/csv' }] }),
  });
  return {
    status: 'succeeded',
    counts: { rows: rows ?? 0, emailed: sent.duplicate ? 0 : 1 },
    summary:
      csv === null
        ? `Emailed ${member.email} a link to the results of “${campaign.name}” (too large to attach).`
        : `Emailed the results of “${campaign.name}” (${rows} prospects) to ${member.email}.`,
  };
}

export const kindRunners: Record<ScheduledJobKind, (deps: KindDeps, context: RunContext) => Promise<KindOutcome>> = {
  'refresh-list': refreshList,
  'enrich-list': enrichList,
  'grow-campaign': growCampaign,
  'export-results': exportResults,
};
