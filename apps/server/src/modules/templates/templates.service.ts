import {
  builtInMergeFields,
  type contactSamplesQuerySchema,
  type EmailTemplate,
  type MergeField,
  type previewTemplateBodySchema,
  type RenderedSample,
  type RenderedSamples,
  type saveTemplateBodySchema,
  type TemplateDetail,
  type templateListQuerySchema,
} from '@leadpilot/contracts';
import { and, arrayContains, asc, count, desc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { customFields, emailTemplates, emailTemplateVersions, users } from '../../db/schema.ts';
import type { Actor } from '../../platform/auth/actor.ts';
import type { Clock } from '../../platform/clock.ts';
import { AppError, conflict, forbidden, notFound } from '../../platform/errors.ts';
import { likePattern } from '../../platform/like-pattern.ts';
import { firstListedPersonIds, latestRevealedPersonIds } from '../contacts/index.ts';
import { existingPersonIds, firstPersonIds } from '../people/index.ts';
import { sanitizeEmailHtml } from './html-sanitize.ts';
import {
  type CompiledTemplate,
  compileTemplate,
  knownFieldKeys,
  type MergeValues,
  renderCompiled,
} from './merge-fields.ts';
import { loadCustomFieldValues, loadProspectValues, loadSenderValues } from './merge-values.ts';

type TemplateRow = typeof emailTemplates.$inferSelect;
type ListQuery = z.output<typeof templateListQuerySchema>;
type SaveBody = z.output<typeof saveTemplateBodySchema>;
type SamplesQuery = z.output<typeof contactSamplesQuerySchema>;
type PreviewBody = z.output<typeof previewTemplateBodySchema>;

/** At most this many prospects are rendered side by side. */
export const maxSamples = 5;
const maxVersionsShown = 50;

const templateNotFound = () => notFound('This template');
const peopleNotFound = () => new AppError('NOT_FOUND', 'Some of these people were not found.');
const templatesNotFound = () =>
  new AppError('NOT_FOUND', 'Some of these templates were not found, so none was deleted.');

/** Templates the actor sees: the organisation's shared ones and their own private ones. */
const visibleTo = (actor: Actor): SQL =>
  and(
    eq(emailTemplates.organisationId, actor.organisationId),
    or(eq(emailTemplates.visibility, 'shared'), eq(emailTemplates.ownerUserId, actor.userId)),
  ) as SQL;

const ownerName = sql<string | null>`(select u.name from ${users} u where u.id = ${emailTemplates.ownerUserId})`;

function viewOf(row: TemplateRow, owner: string | null): EmailTemplate {
  return {
    id: row.id,
    name: row.name,
    subject: row.subject,
    html: row.html,
    folder: row.folder,
    tags: row.tags,
    visibility: row.visibility,
    ownerUserId: row.ownerUserId,
    ownerName: owner ?? '',
    version: row.version,
    fields: row.fields,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * Email templates: subject and HTML body with merge fields, in folders and tags, shared with the
 * organisation or private to their owner. Every save checks the merge syntax and fields (422 naming
 * what is wrong), cleans the HTML, and keeps the previous text as a numbered version.
 */
export function createTemplateService(deps: { db: Database; clock: Clock }) {
  const { db, clock } = deps;

  /** Built-in and custom field keys; `lock` holds the custom fields so none is renamed or removed before commit. */
  async function knownKeys(tx: Database, organisationId: string, options: { lock?: boolean } = {}) {
    const query = tx
      .select({ key: customFields.key })
      .from(customFields)
      .where(eq(customFields.organisationId, organisationId));
    const rows = options.lock ? await query.for('share') : await query;
    return knownFieldKeys(rows.map((row) => row.key));
  }

  async function findVisible(tx: Database, actor: Actor, id: string, options: { lock?: boolean } = {}) {
    const query = tx
      .select({ template: emailTemplates, ownerName })
      .from(emailTemplates)
      .where(and(eq(emailTemplates.id, id), visibleTo(actor)));
    const [row] = options.lock ? await query.for('update', { of: emailTemplates }) : await query;
    if (!row) throw templateNotFound();
    return row;
  }

  /** Renders `compiled` for each prospect, marking missing fields, with the sender's and custom values. */
  async function renderSamples(
    actor: Actor,
    compiled: CompiledTemplate,
    personIds: string[],
    sender: MergeValues,
  ): Promise<RenderedSamples> {
    const [prospects, custom] = await Promise.all([
      loadProspectValues(db, personIds.slice(0, maxSamples)),
      loadCustomFieldValues(db, actor.organisationId),
    ]);
    const samples: RenderedSample[] = prospects.map(({ person, values }) => ({
      person,
      ...renderCompiled(compiled, { ...custom, ...sender, ...values }, 'preview'),
    }));
    return { samples, fields: [...compiled.fields] };
  }

  /** Up to five people: the list's first, else the organisation's latest reveals, else the first of the search data. */
  async function defaultSampleIds(actor: Actor, listId: string | undefined): Promise<string[]> {
    const { organisationId } = actor;
    if (listId) return firstListedPersonIds(db, { organisationId, listId, limit: maxSamples });
    const revealed = await latestRevealedPersonIds(db, organisationId, maxSamples);
    if (revealed.length > 0) return revealed;
    return firstPersonIds(db, maxSamples);
  }

  /** Chosen people must all exist (404 otherwise, whoever they are). */
  async function existingPeople(personIds: string[]): Promise<string[]> {
    const ids = [...new Set(personIds)];
    if (ids.length === 0) return ids;
    const found = await existingPersonIds(db, ids);
    if (found.length < ids.length) throw peopleNotFound();
    return ids;
  }

  return {
    /** The organisation's shared templates and the actor's private ones, newest first, with the folders and tags in use. */
    async list(actor: Actor, query: ListQuery) {
      const filters: (SQL | undefined)[] = [visibleTo(actor)];
      if (query.q) {
        filters.push(
          or(ilike(emailTemplates.name, likePattern(query.q)), ilike(emailTemplates.subject, likePattern(query.q))),
        );
      }
      if (query.folder !== undefined && query.folder !== '') filters.push(eq(emailTemplates.folder, query.folder));
      if (query.tag) filters.push(arrayContains(emailTemplates.tags, [query.tag.toLowerCase()]));
      if (query.visibility) filters.push(eq(emailTemplates.visibility, query.visibility));
      const where = and(...filters);
      const [rows, [total], folders, tags] = await Promise.all([
        db
          .select({ template: emailTemplates, ownerName })
          .from(emailTemplates)
          .where(where)
          .orderBy(desc(emailTemplates.updatedAt), desc(emailTemplates.id))
          .limit(query.perPage)
          .offset((query.page - 1) * query.perPage),
        db.select({ value: count() }).from(emailTemplates).where(where),
        db
          .selectDistinct({ folder: emailTemplates.folder })
          .from(emailTemplates)
          .where(and(visibleTo(actor), sql`${emailTemplates.folder} <> ''`))
          .orderBy(asc(emailTemplates.folder)),
        db
          .selectDistinct({ tag: sql<string>`unnest(${emailTemplates.tags})` })
          .from(emailTemplates)
          .where(visibleTo(actor))
          .orderBy(asc(sql`1`)),
      ]);
      return {
        data: rows.map((row) => viewOf(row.template, row.ownerName)),
        total: total?.value ?? 0,
        page: query.page,
        perPage: query.perPage,
        folders: folders.map((row) => row.folder),
        tags: tags.map((row) => row.tag),
      };
    },

    /** One template with its versions, newest first; someone else's private template is not found. */
    async detail(actor: Actor, id: string): Promise<TemplateDetail> {
      const row = await findVisible(db, actor, id);
      const versions = await db
        .select({
          version: emailTemplateVersions.version,
          name: emailTemplateVersions.name,
          subject: emailTemplateVersions.subject,
          html: emailTemplateVersions.html,
          editedBy: users.name,
          createdAt: emailTemplateVersions.createdAt,
        })
        .from(emailTemplateVersions)
        .leftJoin(users, eq(users.id, emailTemplateVersions.editedByUserId))
        .where(eq(emailTemplateVersions.templateId, row.template.id))
        .orderBy(desc(emailTemplateVersions.version))
        .limit(maxVersionsShown);
      return {
        ...viewOf(row.template, row.ownerName),
        versions: versions.map((version) => ({
          ...version,
          editedBy: version.editedBy ?? 'A former member',
          createdAt: version.createdAt.toISOString(),
        })),
      };
    },

    /**
     * Adds a template, or with `id` saves a new version of it. A `baseVersion` older than the stored
     * one answers 409 (someone saved in between); only the owner may edit a private template or make
     * a template private. The merge syntax and fields are checked, the HTML cleaned.
     */
    async save(actor: Actor, body: SaveBody): Promise<{ message: string; data: EmailTemplate }> {
      const now = clock.now();
      return db.transaction(async (tx) => {
        const existing = body.id ? await findVisible(tx, actor, body.id, { lock: true }) : undefined;
        if (existing) {
          const current = existing.template;
          if (body.baseVersion !== undefined && body.baseVersion < current.version) {
            throw conflict(
              `“${current.name}” was saved again (version ${current.version}) since you opened version ${body.baseVersion}. Reload it to see the changes, then save yours again.`,
            );
          }
          if (
            body.visibility === 'private' &&
            current.visibility === 'shared' &&
            current.ownerUserId !== actor.userId
          ) {
            throw forbidden(`Only the owner of “${current.name}” can make it private.`);
          }
        }
        const html = sanitizeEmailHtml(body.html);
        const compiled = compileTemplate(
          { subject: body.subject, html },
          await knownKeys(tx, actor.organisationId, { lock: true }),
        );
        const values = {
          name: body.name,
          subject: body.subject,
          html,
          folder: body.folder,
          tags: body.tags,
          visibility: body.visibility,
          fields: [...compiled.fields],
          updatedAt: now,
        };
        let saved: TemplateRow | undefined;
        if (existing) {
          [saved] = await tx
            .update(emailTemplates)
            .set({ ...values, version: existing.template.version + 1 })
            .where(eq(emailTemplates.id, existing.template.id))
            .returning();
        } else {
          [saved] = await tx
            .insert(emailTemplates)
            .values({
              ...values,
              organisationId: actor.organisationId,
              ownerUserId: actor.userId,
              version: 1,
              createdAt: now,
            })
            .returning();
        }
        if (!saved) throw new Error('template save returned nothing');
        await tx.insert(emailTemplateVersions).values({
          templateId: saved.id,
          version: saved.version,
          name: saved.name,
          subject: saved.subject,
          html: saved.html,
          editedByUserId: actor.userId,
          createdAt: now,
        });
        const [owner] = saved.ownerUserId
          ? await tx.select({ name: users.name }).from(users).where(eq(users.id, saved.ownerUserId))
          : [];
        const message = existing
          ? `Saved “${saved.name}” as version ${saved.version}.`
          : `Created the template “${saved.name}”.`;
        return { message, data: viewOf(saved, owner?.name ?? null) };
      });
    },

    /** Deletes templates the actor may edit; any id they cannot (unknown, another's private) deletes none. */
    async remove(actor: Actor, ids: string[]) {
      const unique = [...new Set(ids)];
      const deleted = await db.transaction(async (tx) => {
        const found = await tx
          .select({ id: emailTemplates.id, name: emailTemplates.name })
          .from(emailTemplates)
          .where(and(inArray(emailTemplates.id, unique), visibleTo(actor)))
          .for('update');
        if (found.length < unique.length) throw templatesNotFound();
        await tx.delete(emailTemplates).where(inArray(emailTemplates.id, unique));
        return found;
      });
      const message =
        deleted.length === 1 ? `Deleted the template “${deleted[0]?.name}”.` : `Deleted ${deleted.length} templates.`;
      return { message, data: { ids: deleted.map((row) => row.id) } };
    },

    /** A saved template rendered for up to five real prospects, missing fields marked. */
    async contactSamples(actor: Actor, query: SamplesQuery): Promise<RenderedSamples> {
      const { template } = await findVisible(db, actor, query.templateId);
      const personIds = query.personIds
        ? await existingPeople(query.personIds)
        : await defaultSampleIds(actor, query.listId);
      const sender = await loadSenderValues(db, actor, query.mailboxId);
      const compiled = compileTemplate(template, await knownKeys(db, actor.organisationId));
      return renderSamples(actor, compiled, personIds, sender);
    },

    /** An unsaved draft rendered for the chosen prospects (or the default ones): the editor's live preview. */
    async preview(actor: Actor, body: PreviewBody): Promise<RenderedSamples> {
      const personIds =
        body.personIds.length > 0 ? await existingPeople(body.personIds) : await defaultSampleIds(actor, undefined);
      const sender = await loadSenderValues(db, actor, body.mailboxId);
      const compiled = compileTemplate(
        { subject: body.subject, html: sanitizeEmailHtml(body.html) },
        await knownKeys(db, actor.organisationId),
      );
      return renderSamples(actor, compiled, personIds, sender);
    },

    /** The merge-field picker: built-in fields, then the organisation's custom fields. */
    async fields(actor: Actor): Promise<MergeField[]> {
      const custom = await db
        .select({ key: customFields.key, label: customFields.label, defaultValue: customFields.defaultValue })
        .from(customFields)
        .where(eq(customFields.organisationId, actor.organisationId))
        .orderBy(asc(customFields.key));
      return [
        ...builtInMergeFields.map((field) => ({ ...field, custom: false })),
        ...custom.map((field) => ({
          key: field.key,
          label: field.label,
          group: 'Custom',
          example: field.defaultValue,
          custom: true,
        })),
      ];
    },
  };
}
export type TemplateService = ReturnType<typeof createTemplateService>;
