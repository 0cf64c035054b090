import type { Readable } from 'node:stream';
import {
  type ColumnMapping,
  type EnrichmentActionBody,
  type EnrichmentFileDetail,
  type EnrichmentSearchReply,
  type EnrichmentStage,
  enrichmentActionBodySchema,
} from '@leadpilot/contracts';
import { and, asc, count, desc, eq, ilike, isNotNull, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { enrichmentFiles, enrichmentRows, users } from '../../db/schema.ts';
import type { Actor } from '../../platform/auth/actor.ts';
import type { Clock } from '../../platform/clock.ts';
import { AppError, refused } from '../../platform/errors.ts';
import { likePattern } from '../../platform/like-pattern.ts';
import { createEnrichmentAdmin } from './admin-enrichment.ts';
import type { AiCellWriter } from './ai-cells.ts';
import { downloadStream } from './download-file.ts';
import { fileView, findFile, rowLabel, viewOf } from './enrichment-files.ts';
import { createFileActions } from './file-actions.ts';
import { importFile } from './import-file.ts';
import { createDrizzleEnrichmentRecords, type EnrichmentRecords } from './match/index.ts';

type Kind = 'normal' | 'ai';

/** The saved lists' face enrichment uses: the matched people of a file go to a list. */
export interface ListWriter {
  create(actor: Actor, body: { name: string }): Promise<{ data: { id: string } }>;
  addPeople(actor: Actor, listId: string, personIds: string[]): Promise<{ message: string }>;
}

export interface EnrichmentServiceDeps {
  db: Database;
  lists: ListWriter;
  clock: Clock;
  dataDir: string;
  /** Starts the run job at once (else the next minute's run picks the file up). */
  wake?: (fileId: string) => unknown;
  records?: EnrichmentRecords;
  /** Checks AI columns' instructions when they are saved, and tries them on the estimate's sample. */
  aiCells?: AiCellWriter;
}

/** Rows the file's page shows beside its columns. */
const previewRows = 5;

/** Files, their rows and their downloads: what members do with enrichment files (docs/enrichment.md). */
export function createEnrichmentService(deps: EnrichmentServiceDeps) {
  const { db, clock } = deps;
  const records = deps.records ?? createDrizzleEnrichmentRecords(db, { clock });
  const wake = deps.wake ? { wake: deps.wake } : {};
  const actions = createFileActions({
    db,
    clock,
    records,
    ...wake,
    ...(deps.aiCells ? { aiCells: deps.aiCells } : {}),
  });

  /** The people the file's rows matched, to a list (new or existing); a list is a campaign's audience. */
  async function saveToList(actor: Actor, body: EnrichmentActionBody) {
    const file = await findFile(db, actor.organisationId, body.id);
    if (Boolean(body.listId) === Boolean(body.listName)) throw refused('Choose a list, or name a new one.');
    const rows = await db
      .selectDistinct({ personId: enrichmentRows.personId })
      .from(enrichmentRows)
      .where(and(eq(enrichmentRows.fileId, file.id), isNotNull(enrichmentRows.personId)));
    const ids = rows.map((row) => row.personId).filter((id): id is string => id !== null);
    if (ids.length === 0) throw refused('No row of this file was matched to a person yet: nothing to save.');
    const listId = body.listId ?? (await deps.lists.create(actor, { name: body.listName ?? file.name })).data.id;
    const added = await deps.lists.addPeople(actor, listId, ids);
    // The list's id comes back with the file: the web opens a new campaign on it in one click.
    return { message: added.message, data: { ...(await viewOf(db, file)), savedListId: listId } };
  }

  return {
    /** The super-admin's: any organisation's files, corrections and stage moves (audited). */
    admin: createEnrichmentAdmin({ db, clock, ...wake }),

    /** Takes an upload in (the file's rows stored, its mapping guessed); nothing is charged. */
    async upload(actor: Actor, input: { kind: Kind; fileName: string; stream: Readable }) {
      const { id, preview } = await importFile(
        db,
        { ...input, organisationId: actor.organisationId, userId: actor.userId, now: clock.now() },
        deps.dataDir,
      );
      const file = await viewOf(db, await findFile(db, actor.organisationId, id));
      const rows = `${file.rowCount.toLocaleString('en-GB')} row${file.rowCount === 1 ? '' : 's'}`;
      return { message: `Uploaded ${rows}. Check the columns next.`, data: { file, preview } };
    },

    /** One step of a file's life: the JSON body of `POST contacts/enrichment` (validated here). */
    async act(actor: Actor, body: unknown) {
      const parsed = enrichmentActionBodySchema.safeParse(body);
      if (!parsed.success) {
        const [issue] = parsed.error.issues;
        const where = issue?.path.join('.') ?? '';
        throw new AppError('VALIDATION_FAILED', `${where ? `${where}: ` : ''}${issue?.message ?? 'Invalid request'}`);
      }
      const step = parsed.data as EnrichmentActionBody;
      if (step.action === 'save') return saveToList(actor, step);
      const result = await actions.act(actor, { ...step, action: step.action });
      return { message: result.message, data: await viewOf(db, result.row) };
    },

    /** One file, with its first rows as uploaded (the mapping step shows them beside each column). */
    async file(actor: Actor, id: string): Promise<EnrichmentFileDetail> {
      const file = await viewOf(db, await findFile(db, actor.organisationId, id));
      const rows = await db
        .select({ cells: enrichmentRows.cells })
        .from(enrichmentRows)
        .where(eq(enrichmentRows.fileId, id))
        .orderBy(asc(enrichmentRows.rowNumber))
        .limit(previewRows);
      return { ...file, preview: rows.map((row) => row.cells) };
    },

    /** The organisation's files of one kind, newest first, with their stage and progress. */
    async status(
      actor: Actor,
      kind: Kind,
      query: { page: number; perPage: number; q?: string | undefined; stage?: EnrichmentStage | undefined },
    ) {
      const filters: SQL[] = [eq(enrichmentFiles.organisationId, actor.organisationId), eq(enrichmentFiles.kind, kind)];
      if (query.stage) filters.push(eq(enrichmentFiles.stage, query.stage));
      if (query.q) filters.push(ilike(enrichmentFiles.name, likePattern(query.q)));
      const where = and(...filters);
      const [rows, [total]] = await Promise.all([
        db
          .select({ file: enrichmentFiles, createdByName: users.name })
          .from(enrichmentFiles)
          .leftJoin(users, eq(users.id, enrichmentFiles.createdByUserId))
          .where(where)
          .orderBy(desc(enrichmentFiles.createdAt), desc(enrichmentFiles.id))
          .limit(query.perPage)
          .offset((query.page - 1) * query.perPage),
        db.select({ value: count() }).from(enrichmentFiles).where(where),
      ]);
      return {
        data: rows.map((row) => fileView(row.file, row.createdByName)),
        total: Number(total?.value ?? 0),
        page: query.page,
        perPage: query.perPage,
      };
    },

    async download(
      actor: Actor,
      id: string,
      which: 'enriched' | 'failed',
      format: 'csv' | 'xlsx',
      onError: (error: unknown) => void,
    ) {
      const file = await findFile(db, actor.organisationId, id);
      return downloadStream(db, file, which, format, onError);
    },

    /** Files by name and rows by person or company (their words in the file), a few of each. */
    async search(actor: Actor, q: string): Promise<EnrichmentSearchReply> {
      const text = q.trim().toLowerCase();
      if (text.length < 2) return { files: [], rows: [] };
      const [files, rows] = await Promise.all([
        db
          .select()
          .from(enrichmentFiles)
          .where(
            and(
              eq(enrichmentFiles.organisationId, actor.organisationId),
              ilike(enrichmentFiles.name, likePattern(text)),
            ),
          )
          .orderBy(desc(enrichmentFiles.createdAt))
          .limit(10),
        db
          .select({
            fileId: enrichmentRows.fileId,
            fileName: enrichmentFiles.name,
            rowNumber: enrichmentRows.rowNumber,
            cells: enrichmentRows.cells,
            mapping: enrichmentFiles.mapping,
            status: enrichmentRows.status,
          })
          .from(enrichmentRows)
          .innerJoin(enrichmentFiles, eq(enrichmentFiles.id, enrichmentRows.fileId))
          .where(
            and(
              eq(enrichmentRows.organisationId, actor.organisationId),
              ilike(enrichmentRows.searchText, likePattern(text)),
            ),
          )
          .orderBy(desc(enrichmentFiles.createdAt), enrichmentRows.rowNumber)
          .limit(20),
      ]);
      return {
        files: files.map((file) => ({
          id: file.id,
          name: file.name,
          kind: file.kind,
          stage: file.stage,
          rowCount: file.rowCount,
        })),
        rows: rows.map((row) => ({
          fileId: row.fileId,
          fileName: row.fileName,
          rowNumber: row.rowNumber,
          label: rowLabel(row.cells, row.mapping as ColumnMapping[]),
          status: row.status,
        })),
      };
    },
  };
}

export type EnrichmentService = ReturnType<typeof createEnrichmentService>;
