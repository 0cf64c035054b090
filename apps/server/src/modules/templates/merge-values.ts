import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { companies, customFields, customSignatures, mailboxes, organisations, people, users } from '../../db/schema.ts';
import { notFound } from '../../platform/errors.ts';
import { TrustedHtml } from './merge-fields.ts';

/**
 * Where merge values come from: the prospect and their company (with the company's latest news),
 * the sender (the chosen mailbox, else the member), the signature (the mailbox's, then the sender's,
 * then the organisation's default) and the organisation's custom fields (their default values).
 */

const seniorityLabels: Record<string, string> = {
  owner: 'Owner',
  c_suite: 'C-suite',
  vp: 'VP',
  director: 'Director',
  manager: 'Manager',
  senior: 'Senior',
  entry: 'Entry level',
};
const departmentLabels: Record<string, string> = { it: 'IT', human_resources: 'Human resources' };

const labelOf = (value: string, labels: Record<string, string>) =>
  labels[value] ?? (value ? `${value[0]?.toUpperCase()}${value.slice(1).replace(/_/g, ' ')}` : '');

/** The person a sample shows, beside their values. */
export interface ProspectSummary {
  id: string;
  fullName: string;
  title: string;
  companyName: string;
}

export interface ProspectValues {
  person: ProspectSummary;
  values: Record<string, string>;
}

/** The columns one prospect's merge values are built from, in one row with their company and its latest news. */
export const prospectColumns = {
  id: people.id,
  firstName: people.firstName,
  lastName: people.lastName,
  fullName: people.fullName,
  title: people.title,
  seniority: people.seniority,
  department: people.department,
  city: people.city,
  country: people.country,
  personCompanyName: people.companyName,
  personIndustry: people.industry,
  personSizeBand: people.sizeBand,
  companyName: companies.name,
  companyDomain: companies.domain,
  companyIndustry: companies.industry,
  companySizeBand: companies.sizeBand,
  latestNews: sql<string | null>`(select n.title from company_news n where n.company_id = ${people.companyId}
    order by n.published_at desc, n.id desc limit 1)`,
};

/** One row of `prospectColumns` (company columns are null for a person without a company record). */
export interface ProspectRow {
  id: string;
  firstName: string;
  lastName: string;
  fullName: string;
  title: string;
  seniority: string;
  department: string;
  city: string;
  country: string;
  personCompanyName: string;
  personIndustry: string;
  personSizeBand: string;
  companyName: string | null;
  companyDomain: string | null;
  companyIndustry: string | null;
  companySizeBand: string | null;
  latestNews: string | null;
}

/** A prospect row as merge values (the built-in fields of the Prospect and Company groups). */
export function prospectValuesOf(row: ProspectRow): ProspectValues {
  const companyName = row.companyName ?? row.personCompanyName;
  return {
    person: { id: row.id, fullName: row.fullName, title: row.title, companyName },
    values: {
      first_name: row.firstName,
      last_name: row.lastName,
      full_name: row.fullName,
      title: row.title,
      seniority: labelOf(row.seniority, seniorityLabels),
      department: labelOf(row.department, departmentLabels),
      city: row.city,
      country: row.country,
      company_name: companyName,
      company_domain: row.companyDomain ?? '',
      industry: row.companyIndustry ?? row.personIndustry,
      company_size: row.companySizeBand ?? row.personSizeBand,
      latest_news: row.latestNews ?? '',
    },
  };
}

/** The prospects' merge values in the order of `personIds`, in one query; ids that name nobody are left out. */
export async function loadProspectValues(db: Database, personIds: string[]): Promise<ProspectValues[]> {
  if (personIds.length === 0) return [];
  const rows = await db
    .select(prospectColumns)
    .from(people)
    .leftJoin(companies, eq(companies.id, people.companyId))
    .where(inArray(people.id, [...new Set(personIds)]));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return personIds.flatMap((id) => {
    const row = byId.get(id);
    return row ? [prospectValuesOf(row)] : [];
  });
}

/** The sender's values: who signs, from which address, for which company, with which signature. */
export async function loadSenderValues(
  db: Database,
  actor: { organisationId: string; userId: string },
  mailboxId: string | undefined,
): Promise<Record<string, string | TrustedHtml>> {
  const [organisation] = await db
    .select({ name: organisations.name })
    .from(organisations)
    .where(eq(organisations.id, actor.organisationId));
  let mailbox:
    | { id: string; email: string; senderName: string; ownerUserId: string | null; signatureId: string | null }
    | undefined;
  if (mailboxId) {
    [mailbox] = await db
      .select({
        id: mailboxes.id,
        email: mailboxes.email,
        senderName: mailboxes.senderName,
        ownerUserId: mailboxes.ownerUserId,
        signatureId: mailboxes.signatureId,
      })
      .from(mailboxes)
      .where(and(eq(mailboxes.id, mailboxId), eq(mailboxes.organisationId, actor.organisationId)));
    if (!mailbox) throw notFound('This mailbox');
  }
  const senderUserId = mailbox?.ownerUserId ?? actor.userId;
  const [user] = await db
    .select({ name: users.name, email: users.email })
    .from(users)
    .where(and(eq(users.id, senderUserId), eq(users.organisationId, actor.organisationId)));
  const signature = await signatureFor(db, actor.organisationId, {
    mailboxId: mailbox?.id,
    signatureId: mailbox?.signatureId ?? undefined,
    userId: senderUserId,
  });
  return {
    sender_name: mailbox?.senderName || user?.name || '',
    sender_email: mailbox?.email ?? user?.email ?? '',
    sender_company: organisation?.name ?? '',
    ...(signature ? { signature: new TrustedHtml(signature) } : {}),
  };
}

/** The signature that applies: the mailbox's own (chosen or scoped to it), then the member's, then the default. */
export async function signatureFor(
  db: Database,
  organisationId: string,
  target: { mailboxId?: string | undefined; signatureId?: string | undefined; userId: string },
): Promise<string | undefined> {
  const candidates = await db
    .select({
      id: customSignatures.id,
      html: customSignatures.html,
      scope: customSignatures.scope,
      userId: customSignatures.userId,
      mailboxId: customSignatures.mailboxId,
      isDefault: customSignatures.isDefault,
    })
    .from(customSignatures)
    .where(eq(customSignatures.organisationId, organisationId))
    .orderBy(desc(customSignatures.updatedAt), asc(customSignatures.id));
  const chosen =
    (target.signatureId && candidates.find((row) => row.id === target.signatureId)) ||
    (target.mailboxId && candidates.find((row) => row.scope === 'mailbox' && row.mailboxId === target.mailboxId)) ||
    candidates.find((row) => row.scope === 'user' && row.userId === target.userId) ||
    candidates.find((row) => row.isDefault);
  return chosen ? chosen.html : undefined;
}

/** The organisation's custom fields as merge values: each field's default value ('' is no value). */
export async function loadCustomFieldValues(db: Database, organisationId: string): Promise<Record<string, string>> {
  const rows = await db
    .select({ key: customFields.key, defaultValue: customFields.defaultValue })
    .from(customFields)
    .where(eq(customFields.organisationId, organisationId));
  return Object.fromEntries(rows.map((row) => [row.key, row.defaultValue]));
}

/** An organisation's values in every message it sends: its custom fields' defaults and its name as `sender_company`. */
export async function loadOrganisationMergeValues(
  db: Database,
  organisationId: string,
): Promise<Record<string, string>> {
  const [custom, [organisation]] = await Promise.all([
    loadCustomFieldValues(db, organisationId),
    db.select({ name: organisations.name }).from(organisations).where(eq(organisations.id, organisationId)),
  ]);
  return { ...custom, sender_company: organisation?.name ?? '' };
}

/**
 * The values of a campaign message that do not depend on its prospect: the organisation's (custom
 * fields' defaults, `sender_company`) and the signature that applies to the sending mailbox (its
 * own, then its owner's, then the organisation's default).
 */
export async function loadMailboxMergeValues(
  db: Database,
  organisationId: string,
  mailbox: { id: string; ownerUserId: string | null; signatureId: string | null },
): Promise<Record<string, string | TrustedHtml>> {
  const [organisationValues, signature] = await Promise.all([
    loadOrganisationMergeValues(db, organisationId),
    signatureFor(db, organisationId, {
      mailboxId: mailbox.id,
      signatureId: mailbox.signatureId ?? undefined,
      userId: mailbox.ownerUserId ?? '',
    }),
  ]);
  return { ...organisationValues, ...(signature ? { signature: new TrustedHtml(signature) } : {}) };
}
