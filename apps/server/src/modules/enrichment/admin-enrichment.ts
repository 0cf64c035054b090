import {
  type adminEnrichmentStageBodySchema,
  type adminEnrichmentUpdateBodySchema,
  isEnrichmentRunning,
} from '@leadpilot/contracts';
import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { enrichmentFiles, enrichmentRows, organisations, users } from '../../db/schema.ts';
import type { Actor } from '../../platform/auth/actor.ts';
import type { Clock } from '../../platform/clock.ts';
import { notFound, refused } from '../../platform/errors.ts';
import { recordAudit } from '../audit/index.ts';
import { fileNotFound, fileView, viewOf } from './enrichment-files.ts';

type UpdateBody = z.output<typeof adminEnrichmentUpdateBodySchema>;
type StageBody = z.output<typeof adminEnrichmentStageBodySchema>;

/**
 * The super-admin's side of enrichment: any organisation's files, a file's data corrected (its name,
 * rows' cells, which are then enriched again) and its stage moved (a large file out of review, a
 * stuck one back to running). Every change is audited with the reason given.
 */
export function createEnrichmentAdmin(deps: { db: Database; clock: Clock; wake?: (fileId: string) => unknown }) {
  const { db, clock } = deps;

  async function fileOf(id: string) {
    const [row] = await db.select().from(enrichmentFiles).where(eq(enrichmentFiles.id, id));
    if (!row) throw fileNotFound();
    return row;
  }

  /** Rows done, matched and charged, counted again from the rows (after a correction). */
  async function recount(tx: Database, fileId: string) {
    await tx.execute(sql`
      update ${enrichmentFiles} as f
         set rows_done = r.done, rows_matched = r.matched, credits_spent = r.credits
        from (select count(*) filter (where status <> 'pending')::int as done,
                     count(*) filter (where person_id is not null and status <> 'pending')::int as matched,
                     coalesce(sum(credits), 0)::int as credits
                from ${enrichmentRows} where file_id = ${fileId}) as r
       where f.id = ${fileId}`);
  }

  return {
    async files(organisationId: string, page: { page: number; perPage: number }) {
      const [organisation] = await db
        .select({ id: organisations.id })
        .from(organisations)
        .where(eq(organisations.id, organisationId));
      if (!organisation) throw notFound('This organisation');
      const where = eq(enrichmentFiles.organisationId, organisationId);
      const [rows, [total]] = await Promise.all([
        db
          .select({ file: enrichmentFiles, createdByName: users.name })
          .from(enrichmentFiles)
          .leftJoin(users, eq(users.id, enrichmentFiles.createdByUserId))
          .where(where)
          .orderBy(desc(enrichmentFiles.createdAt))
          .limit(page.perPage)
          .offset((page.page - 1) * page.perPage),
        db.select({ value: count() }).from(enrichmentFiles).where(where),
      ]);
      return {
        data: rows.map((row) => fileView(row.file, row.createdByName)),
        total: Number(total?.value ?? 0),
        page: page.page,
        perPage: page.perPage,
      };
    },

    async update(actor: Actor, body: UpdateBody) {
      const file = await fileOf(body.id);
      if (isEnrichmentRunning(file.stage)) {
        throw refused('The file is running: move it out of running before correcting it.');
      }
      const numbers = (body.rows ?? []).map((row) => row.rowNumber);
      await db.transaction(async (tx) => {
        if (numbers.length > 0) {
          const found = await tx
            .select({ rowNumber: enrichmentRows.rowNumber })
            .from(enrichmentRows)
            .where(and(eq(enrichmentRows.fileId, file.id), inArray(enrichmentRows.rowNumber, numbers)))
            .orderBy(asc(enrichmentRows.rowNumber));
          const missing = numbers.filter((number) => !found.some((row) => row.rowNumber === number));
          if (missing.length > 0) throw refused(`The file has no row ${missing[0]}.`);
          for (const row of body.rows ?? []) {
            await tx
              .update(enrichmentRows)
              .set({ cells: row.cells, status: 'pending', added: [], reason: '', personId: null, doneAt: null })
              .where(and(eq(enrichmentRows.fileId, file.id), eq(enrichmentRows.rowNumber, row.rowNumber)));
          }
          await recount(tx, file.id);
        }
        await tx
          .update(enrichmentFiles)
          .set({ ...(body.name ? { name: body.name } : {}), updatedAt: clock.now() })
          .where(eq(enrichmentFiles.id, file.id));
        await recordAudit(tx, {
          organisationId: file.organisationId,
          actorUserId: actor.userId,
          action: 'enrichment.update',
          targetType: 'enrichment_file',
          targetId: file.id,
          details: { reason: body.reason, name: body.name ?? null, rows: numbers },
        });
      });
      const message =
        numbers.length > 0
          ? `Corrected ${numbers.length} row${numbers.length === 1 ? '' : 's'}: they are enriched again when the file runs.`
          : 'File updated.';
      return { message, data: await viewOf(db, await fileOf(file.id)) };
    },

    async updateStage(actor: Actor, body: StageBody) {
      const file = await fileOf(body.id);
      if (file.stage === body.stage) throw refused('The file is already at that stage.');
      const isFinal = body.stage === 'completed' || body.stage === 'cancelled' || body.stage === 'failed';
      await db.transaction(async (tx) => {
        await tx
          .update(enrichmentFiles)
          .set({
            stage: body.stage,
            stageReason: body.reason,
            updatedAt: clock.now(),
            ...(body.stage === 'running' ? { startedAt: file.startedAt ?? clock.now(), finishedAt: null } : {}),
            ...(isFinal ? { finishedAt: clock.now() } : {}),
          })
          .where(eq(enrichmentFiles.id, file.id));
        await recordAudit(tx, {
          organisationId: file.organisationId,
          actorUserId: actor.userId,
          action: 'enrichment.stage',
          targetType: 'enrichment_file',
          targetId: file.id,
          details: { from: file.stage, to: body.stage, reason: body.reason },
        });
      });
      if (body.stage === 'running') Promise.resolve(deps.wake?.(file.id)).catch(() => undefined);
      return { message: `Moved to ${body.stage}.`, data: await viewOf(db, await fileOf(file.id)) };
    },
  };
}
