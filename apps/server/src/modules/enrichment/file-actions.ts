import {
  type AiColumn,
  type ColumnMapping,
  type EnrichmentActionBody,
  type EnrichmentEstimate,
  type EnrichmentStage,
  enrichmentCreditPrices,
  enrichmentLimits,
  enrichmentRunStages,
  enrichmentStageLabels,
} from '@leadpilot/contracts';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { enrichmentFiles, enrichmentRows } from '../../db/schema.ts';
import type { Actor } from '../../platform/auth/actor.ts';
import type { Clock } from '../../platform/clock.ts';
import { refused } from '../../platform/errors.ts';
import { spendableBalance } from '../credits/index.ts';
import { type AiCell, type AiCellWriter, rowRecord, writeAiCells } from './ai-cells.ts';
import { type EnrichmentFileRow, findFile, rowLabel } from './enrichment-files.ts';
import { normaliseRow, validateMapping } from './file-intake/index.ts';
import { fillSearchText } from './import-file.ts';
import { type EnrichedRow, type EnrichmentRecords, matchAndFill } from './match/index.ts';
import { toEnrichmentRow } from './row-input.ts';
import { hasRowsToVerify } from './verify-pass.ts';

type Action = EnrichmentActionBody & { action: Exclude<EnrichmentActionBody['action'], 'save'> };

/** The stages in which a file may still be changed (mapped, given AI columns, estimated). */
const preparing: readonly EnrichmentStage[] = ['uploaded', 'mapped', 'estimated'];

const notNow = (row: EnrichmentFileRow, what: string) =>
  refused(`This file is ${enrichmentStageLabels[row.stage].toLowerCase()}: it cannot be ${what} now.`);

/** The most a run can charge: a found contact per row, and each AI cell. */
export function maxCreditsOf(row: Pick<EnrichmentFileRow, 'rowCount' | 'aiColumns'>): number {
  return row.rowCount * (enrichmentCreditPrices.foundContact + row.aiColumns.length * enrichmentCreditPrices.aiCell);
}

/**
 * The steps of a file's life before and around its run (docs/enrichment.md): map its columns, give
 * an AI file its columns, estimate, confirm (the first moment anything is charged), cancel. Each
 * change is conditional on the stage it was read in, so two people acting at once change it once.
 */
export function createFileActions(deps: {
  db: Database;
  clock: Clock;
  records: EnrichmentRecords;
  wake?: (fileId: string) => unknown;
  /**
   * Says when an AI column's instruction cannot be written (the built-in writer's limits), and tries
   * an AI file's cells on the estimate's sample (written or not; nothing charged, no value kept).
   */
  aiCells?: AiCellWriter;
}) {
  const { db, clock } = deps;

  async function change(row: EnrichmentFileRow, values: Partial<EnrichmentFileRow>) {
    const [changed] = await db
      .update(enrichmentFiles)
      .set({ ...values, updatedAt: clock.now() })
      .where(and(eq(enrichmentFiles.id, row.id), eq(enrichmentFiles.stage, row.stage)))
      .returning();
    if (!changed) throw refused('Someone changed this file a moment ago: reload it to see what happened.');
    return changed;
  }

  async function map(row: EnrichmentFileRow, mapping: ColumnMapping[]) {
    if (!preparing.includes(row.stage)) throw notNow(row, 'mapped again');
    const outside = mapping.find((entry) => entry.column >= row.headers.length);
    if (outside) throw refused(`The file has no column ${outside.column + 1}: map the columns it has.`);
    const [problem] = validateMapping(mapping);
    if (problem) throw refused(problem.message);
    const changed = await change(row, {
      mapping: mapping.map((entry) => ({ ...entry, header: row.headers[entry.column] ?? entry.header })),
      stage: 'mapped',
      estimate: null,
    });
    await fillSearchText(db, row.id, changed.mapping as ColumnMapping[]);
    return { message: 'Columns mapped. Estimate the cost next.', row: changed };
  }

  async function columns(row: EnrichmentFileRow, aiColumns: AiColumn[]) {
    if (row.kind !== 'ai') throw refused('AI columns belong to an AI enrichment file: upload it as one.');
    if (!preparing.includes(row.stage)) throw notNow(row, 'given new columns');
    for (const column of aiColumns) {
      const problem = deps.aiCells?.check(column.instruction);
      if (problem) throw refused(`${column.name}: ${problem}`);
    }
    const keyed = aiColumns.map((column, index) => ({ ...column, key: `ai_${index + 1}` }));
    const changed = await change(row, {
      aiColumns: keyed,
      stage: row.stage === 'uploaded' ? 'uploaded' : 'mapped',
      estimate: null,
    });
    return { message: `${keyed.length} AI column${keyed.length === 1 ? '' : 's'} saved.`, row: changed };
  }

  async function estimate(actor: Actor, row: EnrichmentFileRow) {
    if (row.stage !== 'mapped' && row.stage !== 'estimated') {
      throw row.stage === 'uploaded' ? refused('Confirm the columns’ mapping first.') : notNow(row, 'estimated');
    }
    if (row.kind === 'ai' && row.aiColumns.length === 0) throw refused('Add at least one AI column first.');
    const mapping = row.mapping as ColumnMapping[];
    const sampleRows = await db
      .select({ rowNumber: enrichmentRows.rowNumber, cells: enrichmentRows.cells })
      .from(enrichmentRows)
      .where(eq(enrichmentRows.fileId, row.id))
      .orderBy(asc(enrichmentRows.rowNumber))
      .limit(enrichmentLimits.sampleRows);
    const enriched = await matchAndFill(
      deps.records,
      sampleRows.map((sample) => toEnrichmentRow(sample.rowNumber, normaliseRow(sample.cells, mapping))),
    );
    const aiSample = await tryAiCells(row, enriched, sampleRows);
    const sampleFound: Record<string, number> = {};
    let matched = 0;
    let charged = 0;
    let written = 0;
    const sample = enriched.map((result, index) => {
      if (result.match.outcome === 'person' || result.match.outcome === 'company') matched += 1;
      if (result.cells.some((cell) => cell.chargeable && cell.status === 'found')) charged += 1;
      const found: Record<string, boolean> = {};
      const kept: string[] = [];
      // A kept value (the file had it) is in the enriched file as surely as a found one.
      for (const cell of [...result.cells, ...(aiSample[index] ?? [])]) {
        const isThere = cell.status === 'found' || cell.status === 'kept';
        found[cell.field] = isThere;
        if (cell.status === 'kept') kept.push(cell.field);
        if (isThere) sampleFound[cell.field] = (sampleFound[cell.field] ?? 0) + 1;
      }
      written += (aiSample[index] ?? []).filter((cell) => cell.status === 'found').length;
      return { rowNumber: result.rowNumber, label: rowLabel(sampleRows[index]?.cells ?? [], mapping), found, kept };
    });
    const share = sampleRows.length === 0 ? 0 : charged / sampleRows.length;
    // The AI cells at the sample's rate of cells written (every cell when the sample could not try them).
    const aiCells =
      aiSample.length > 0
        ? Math.round((row.rowCount * written) / aiSample.length)
        : row.rowCount * row.aiColumns.length;
    const value: EnrichmentEstimate = {
      rows: row.rowCount,
      sampleMatched: matched,
      sampleRows: sampleRows.length,
      sampleFound,
      sample,
      maxCredits: maxCreditsOf(row),
      likelyCredits:
        Math.round(share * row.rowCount * enrichmentCreditPrices.foundContact) +
        aiCells * enrichmentCreditPrices.aiCell,
      balance: await spendableBalance(db, actor.organisationId, clock.now()),
    };
    const changed = await change(row, { estimate: value, stage: 'estimated' });
    return { message: 'Here is what it will cost. Confirm to start.', row: changed };
  }

  /**
   * An AI file's cells tried on the sample's rows, as the run would write them (the same writer, the
   * same inputs): the estimate keeps only whether each was written. Nothing is charged or stored.
   */
  async function tryAiCells(
    row: EnrichmentFileRow,
    enriched: readonly EnrichedRow[],
    sampleRows: readonly { cells: string[] }[],
  ): Promise<AiCell[][]> {
    if (row.kind !== 'ai' || row.aiColumns.length === 0 || !deps.aiCells) return [];
    const rows = enriched.map((result, index) => ({
      result,
      record: rowRecord(row.headers, sampleRows[index]?.cells ?? []),
    }));
    return writeAiCells(deps.aiCells, row.aiColumns as AiColumn[], rows);
  }

  async function confirm(actor: Actor, row: EnrichmentFileRow) {
    const isResume = row.stage === 'failed' && (row.rowsDone < row.rowCount || (await hasRowsToVerify(db, row.id)));
    if (row.stage !== 'estimated' && !isResume) {
      throw row.stage === 'mapped' ? refused('Estimate the cost first.') : notNow(row, 'started');
    }
    if ((await spendableBalance(db, actor.organisationId, clock.now())) <= 0) {
      throw refused('You have no credits left: buy credits, then start the enrichment.');
    }
    const isReview = !isResume && row.rowCount > enrichmentLimits.reviewAboveRows;
    const changed = await change(row, {
      // A resumed file whose rows are all matched goes back to verifying their addresses.
      stage: isReview ? 'review' : isResume && row.rowsDone >= row.rowCount ? 'verifying' : 'running',
      stageReason: isReview
        ? `Files over ${enrichmentLimits.reviewAboveRows.toLocaleString('en-GB')} rows are checked by our team before they run; you will see it start here.`
        : '',
      startedAt: row.startedAt ?? clock.now(),
      finishedAt: null,
    });
    // The job's minute run picks the file up anyway: a wake that fails only delays it.
    if (!isReview) Promise.resolve(deps.wake?.(row.id)).catch(() => undefined);
    const message = isReview
      ? 'Sent for review: large files start once our team has checked them.'
      : isResume
        ? 'Resumed: the rows left are being enriched.'
        : 'Started: nothing is charged until a row’s contact is found.';
    return { message, row: changed };
  }

  async function cancel(row: EnrichmentFileRow) {
    if (!['uploaded', 'mapped', 'estimated', 'review', 'running', 'verifying', 'failed'].includes(row.stage)) {
      throw notNow(row, 'cancelled');
    }
    const changed = await change(row, {
      stage: 'cancelled',
      stageReason: 'Cancelled by a member. Rows already enriched are kept (and were charged once).',
      finishedAt: clock.now(),
    });
    return { message: 'Cancelled: no more rows are enriched.', row: changed };
  }

  return {
    async act(actor: Actor, body: Action) {
      const row = await findFile(db, actor.organisationId, body.id);
      switch (body.action) {
        case 'map':
          if (!body.mapping) throw refused('Send the columns’ mapping to save it.');
          return map(row, body.mapping);
        case 'columns':
          if (!body.aiColumns) throw refused('Send the AI columns to save them.');
          return columns(row, body.aiColumns as AiColumn[]);
        case 'estimate':
          return estimate(actor, row);
        case 'confirm':
          return confirm(actor, row);
        case 'cancel':
          return cancel(row);
      }
    },
  };
}

/** Files whose run has rows left to match or addresses left to verify: what the job picks up. */
export async function runningFileIds(db: Database, limit = 10): Promise<string[]> {
  const rows = await db
    .select({ id: enrichmentFiles.id })
    .from(enrichmentFiles)
    .where(inArray(enrichmentFiles.stage, [...enrichmentRunStages]))
    .orderBy(asc(enrichmentFiles.startedAt))
    .limit(limit);
  return rows.map((row) => row.id);
}
