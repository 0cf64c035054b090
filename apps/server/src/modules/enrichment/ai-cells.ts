import type { AiColumn, AiFact } from '@leadpilot/contracts';
import { inParallel } from './in-parallel.ts';
import type { EnrichedRow } from './match/index.ts';

/**
 * The AI columns of an AI enrichment file: one cell per row and column, written by the AI writer
 * from the column's instruction, the row's own cells and the matched person's record (behind this
 * narrow face, so the run does not know which engine wrote it). A cell is charged one credit when
 * it is written, under a key naming the file, the row and the column: a resumed run never charges
 * it twice. A cell not written (an instruction not understood, a row without the facts it needs,
 * a model answer the fact guard refused) costs nothing and says why.
 */

export type AiCellAnswer =
  | { status: 'written'; value: string; facts: AiFact[]; engine: 'built-in' | 'llm'; note: string }
  | { status: 'not_written'; reason: string; engine: 'built-in' | 'llm'; note: string };

export interface AiCellWriter {
  /** Why a column with this instruction could not be written (null: it can). */
  check(instruction: string): string | null;
  write(request: {
    instruction: string;
    row: Readonly<Record<string, string>>;
    personId: string | null;
  }): Promise<AiCellAnswer>;
}

/** A written AI cell, as `enrichment_rows.added` keeps it beside the matched fields' cells. */
export interface AiCell {
  /** The column's key (`ai_1` …). */
  field: string;
  kind: 'ai';
  value: string | null;
  source: 'ai';
  engine: 'built-in' | 'llm';
  status: 'found' | 'not_found';
  /** The facts of the inputs the cell rests on (empty when not written). */
  facts: AiFact[];
  /** Why it was not written, or what the writer noted (a model answer refused, the built-in one used). */
  reason: string;
}

/** Credits an AI cell costs when written (docs/credits.md). */
export const aiCellCredits = 1;

/** Cells written at once: a model's latency, not the database, is what a pass waits on. */
const parallelCells = 4;

/** The ledger key of one cell: a resumed or repeated pass finds it and charges nothing again. */
export const aiCellKey = (fileId: string, rowNumber: number, column: string) =>
  `enrichment-ai:${fileId}:${rowNumber}:${column}`;

export const isAiCell = (cell: unknown): cell is AiCell =>
  typeof cell === 'object' && cell !== null && (cell as { kind?: unknown }).kind === 'ai';

/** The row as its file has it: each header with its cell (empty cells left out). */
export function rowRecord(headers: readonly string[], cells: readonly string[]): Record<string, string> {
  const record: Record<string, string> = {};
  for (const [index, header] of headers.entries()) {
    const value = cells[index]?.trim() ?? '';
    if (value !== '') record[header] = value;
  }
  return record;
}

/** Each row's AI cells, one per column, in the columns' order. */
export async function writeAiCells(
  writer: AiCellWriter,
  columns: readonly AiColumn[],
  rows: readonly { result: EnrichedRow; record: Record<string, string> }[],
): Promise<AiCell[][]> {
  const jobs = rows.flatMap((row, rowIndex) => columns.map((column) => ({ row, rowIndex, column })));
  const answers = await inParallel(jobs, parallelCells, ({ row, column }) =>
    writer.write({
      instruction: column.instruction,
      row: row.record,
      personId: row.result.match.outcome === 'person' ? row.result.match.personId : null,
    }),
  );
  const cells: AiCell[][] = rows.map(() => []);
  for (const [index, job] of jobs.entries()) {
    const answer = answers[index];
    if (!answer) continue;
    cells[job.rowIndex]?.push(
      answer.status === 'written'
        ? {
            field: job.column.key,
            kind: 'ai',
            value: answer.value,
            source: 'ai',
            engine: answer.engine,
            status: 'found',
            facts: answer.facts,
            reason: answer.note,
          }
        : {
            field: job.column.key,
            kind: 'ai',
            value: null,
            source: 'ai',
            engine: answer.engine,
            status: 'not_found',
            facts: [],
            reason: answer.reason,
          },
    );
  }
  return cells;
}
