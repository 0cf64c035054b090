import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { campaignSteps, campaignStepVariants, emailTemplates, mailboxes, users } from '../../db/schema.ts';
import { AppError } from '../../platform/errors.ts';
import { findList } from '../contacts/index.ts';

/**
 * What a campaign points at in other areas, checked to be the organisation's: its mailboxes and
 * the templates its variants came from. One read each; an id of another organisation answers the
 * same 404 as an id that names nothing.
 */
export async function assertOwnMailboxes(db: Database, organisationId: string, ids: readonly string[]) {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return;
  const rows = await db
    .select({ id: mailboxes.id })
    .from(mailboxes)
    .where(
      and(eq(mailboxes.organisationId, organisationId), eq(mailboxes.mode, 'Email'), inArray(mailboxes.id, wanted)),
    );
  if (rows.length !== wanted.length) throw new AppError('NOT_FOUND', 'Some of these mailboxes were not found.');
}

export async function assertOwnTemplates(db: Database, organisationId: string, ids: readonly string[]) {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return;
  const rows = await db
    .select({ id: emailTemplates.id })
    .from(emailTemplates)
    .where(and(eq(emailTemplates.organisationId, organisationId), inArray(emailTemplates.id, wanted)));
  if (rows.length !== wanted.length) throw new AppError('NOT_FOUND', 'Some of these templates were not found.');
}

/** The mailboxes' addresses and sender names, in the order of `ids`. */
export async function mailboxViews(db: Database, ids: readonly string[]) {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: mailboxes.id, email: mailboxes.email, name: mailboxes.senderName })
    .from(mailboxes)
    .where(inArray(mailboxes.id, [...ids]));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [row] : [];
  });
}

/**
 * The list filters that name another object (a mailbox, a member): one of another organisation
 * answers the same 404 as an id that names nothing, rather than an empty page.
 */
export async function assertOwnListFilters(
  db: Database,
  organisationId: string,
  filters: { mailboxId?: string | undefined; ownerUserId?: string | undefined },
) {
  if (filters.mailboxId) await assertOwnMailboxes(db, organisationId, [filters.mailboxId]);
  if (filters.ownerUserId) {
    const [owner] = await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.id, filters.ownerUserId), eq(users.organisationId, organisationId)));
    if (!owner) throw new AppError('NOT_FOUND', 'This member was not found.');
  }
}

/**
 * The ids a saved sequence carries (its steps' and variants') are the campaign's own: a new
 * campaign has none yet, and an id of another campaign answers 404, as an id that names nothing.
 */
export async function assertOwnStepIds(
  db: Database,
  campaignId: string | undefined,
  steps: readonly { id?: string | undefined; variants: readonly { id?: string | undefined }[] }[],
) {
  const stepIds = [...new Set(steps.flatMap((step) => (step.id ? [step.id] : [])))];
  const variantIds = [...new Set(steps.flatMap((step) => step.variants.flatMap((v) => (v.id ? [v.id] : []))))];
  if (stepIds.length === 0 && variantIds.length === 0) return;
  const missing = () => new AppError('NOT_FOUND', 'Some of these steps were not found.');
  if (!campaignId) throw missing();
  if (stepIds.length > 0) {
    const rows = await db
      .select({ id: campaignSteps.id })
      .from(campaignSteps)
      .where(and(eq(campaignSteps.campaignId, campaignId), inArray(campaignSteps.id, stepIds)));
    if (rows.length !== stepIds.length) throw missing();
  }
  if (variantIds.length > 0) {
    const rows = await db
      .select({ id: campaignStepVariants.id })
      .from(campaignStepVariants)
      .innerJoin(campaignSteps, eq(campaignSteps.id, campaignStepVariants.stepId))
      .where(and(eq(campaignSteps.campaignId, campaignId), inArray(campaignStepVariants.id, variantIds)));
    if (rows.length !== variantIds.length) throw missing();
  }
}

/** The saved lists an audience names are the organisation's (404 otherwise). */
export async function assertOwnLists(db: Database, organisationId: string, listIds: readonly string[]) {
  for (const listId of new Set(listIds)) await findList(db, organisationId, listId);
}
