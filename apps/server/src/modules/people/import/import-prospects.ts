import { randomUUID } from 'node:crypto';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { Database } from '../../../db/client.ts';
import { type Clock, systemClock } from '../../../platform/clock.ts';
import { applyImportBatch, type ImportRecord } from './apply-import-batch.ts';
import { ImportError } from './import.errors.ts';
import {
  fingerprintOf,
  type ImportCounts,
  isSameFile,
  readCheckpoint,
  removeCheckpoint,
  writeCheckpoint,
} from './import-checkpoint.ts';
import { isKnownColumn } from './import-columns.ts';
import { type ImportReject, openRejectsFile } from './import-rejects.ts';
import { openImportSource } from './open-import-source.ts';
import { missingReason, parseImportRow } from './parse-import-row.ts';
import type { SourcePosition } from './source-rows.ts';

export type ImportFormat = 'csv' | 'jsonl';
export type { ImportCounts };

export interface ImportProspectsOptions {
  db: Database;
  file: string;
  /** Default: from the extension (`.csv`; `.jsonl` or `.ndjson`). */
  format?: ImportFormat;
  /** Rows per transaction (and per checkpoint). Default 1,000. */
  batchSize?: number;
  /**
   * `true`: continue after the checkpoint, which must match the file; `false`: start over;
   * default: continue when there is a checkpoint of this very file, else start over.
   */
  resume?: boolean;
  /** Called after each committed batch; an error thrown here stops the import (the batch stays). */
  onProgress?: (progress: ImportProgress) => void;
  /** Stops after the batch being committed (the checkpoint lets a later run continue). */
  signal?: AbortSignal;
  clock?: Clock;
}

export interface ImportProgress extends ImportCounts {
  file: string;
  /** The last line of the last committed batch. */
  line: number;
  bytesRead: number;
  fileSize: number;
  batches: number;
  seconds: number;
  /** Rows read per second in this run. */
  rowsPerSecond: number;
}

export interface ImportReport extends ImportProgress {
  format: ImportFormat;
  /** False when stopped by `signal`: run again to continue. */
  isComplete: boolean;
  /** The line this run continued after, when it resumed. */
  resumedAfterLine: number | null;
  /** The first 100 rows refused in this run (all of them are in `rejectsFile`). */
  rejects: ImportReject[];
  rejectsFile: string | null;
  stateFile: string;
  /** Columns (or JSON keys) that are not part of the format and were left out. */
  ignoredColumns: string[];
}

const reportedRejects = 100;
const maxIgnoredColumns = 50;

export function formatOf(file: string): ImportFormat | null {
  const extension = path.extname(file).toLowerCase();
  if (extension === '.csv') return 'csv';
  if (extension === '.jsonl' || extension === '.ndjson') return 'jsonl';
  return null;
}

/** The sidecar files of an import: its checkpoint and its rejected rows. */
export function sidecarFiles(file: string) {
  return { stateFile: `${file}.import-state.json`, rejectsFile: `${file}.rejects.csv` };
}

const noCounts = (): ImportCounts => ({
  rows: 0,
  inserted: 0,
  updated: 0,
  unchanged: 0,
  companiesInserted: 0,
  companiesUpdated: 0,
  rejected: 0,
});

/**
 * Imports people and companies from a CSV or JSON Lines file: streamed (memory does not grow
 * with the file), one transaction per batch, resumable from a sidecar checkpoint, and rows that
 * cannot be imported reported with their line and reason (and kept in `FILE.rejects.csv`)
 * while the rest go in. Companies are matched by domain and people by their natural key, so
 * importing a file again changes nothing. See docs/prospects.md#importing-data.
 */
export async function importProspects(options: ImportProspectsOptions): Promise<ImportReport> {
  const { db, file, onProgress, signal } = options;
  const clock = options.clock ?? systemClock;
  const batchSize = options.batchSize ?? 1000;
  if (!Number.isInteger(batchSize) || batchSize < 1) throw new RangeError('batchSize must be a whole number ≥ 1');
  const fileInfo = await stat(file).catch(() => null);
  if (!fileInfo?.isFile()) throw new ImportError('FILE_NOT_FOUND', `There is no file at ${file}.`);
  const format = options.format ?? formatOf(file);
  if (!format) {
    throw new ImportError(
      'UNKNOWN_FORMAT',
      `Cannot tell the format of ${file}: name it .csv, .jsonl or .ndjson, or give the format.`,
    );
  }
  const { stateFile, rejectsFile } = sidecarFiles(file);
  const fingerprint = await fingerprintOf(file);
  const saved = options.resume === false ? null : await readCheckpoint(stateFile);
  const checkpoint = saved && saved.format === format && isSameFile(saved.file, fingerprint) ? saved : null;
  if (options.resume === true && !checkpoint) {
    throw new ImportError(
      'NO_CHECKPOINT',
      `There is no checkpoint of this file to resume from (${saved ? 'the file changed since' : 'no earlier import stopped part-way'}).`,
    );
  }

  const opened = await openImportSource(file, format, checkpoint?.position ?? null);
  const { source } = opened;
  const ignoredColumns = new Set(opened.ignoredColumns);
  const rejects = await openRejectsFile(rejectsFile, checkpoint?.rejectsBytes ?? 0);
  const counts = checkpoint?.counts ?? noCounts();
  let batches = checkpoint?.batches ?? 0;
  let lastLine = checkpoint?.lastLine ?? 0;
  const sourceName = `import:${path.basename(file)}`;
  const startedAt = performance.now();
  let rowsThisRun = 0;
  const reported: ImportReject[] = [];

  const progress = (): ImportProgress => {
    const seconds = (performance.now() - startedAt) / 1000;
    return {
      ...counts,
      file,
      line: lastLine,
      bytesRead: source.bytesRead(),
      fileSize: fileInfo.size,
      batches,
      seconds,
      rowsPerSecond: seconds > 0 ? Math.round(rowsThisRun / seconds) : 0,
    };
  };

  /** Commits one batch, then its rejects and the checkpoint after it. */
  const commit = async (
    rows: { line: number; raw: string; record: ImportRecord }[],
    refused: ImportReject[],
    rowCount: number,
    end: SourcePosition,
    endLine: number,
  ) => {
    const result = await applyImportBatch(
      db,
      rows.map((row) => row.record),
      { now: clock.now(), newId: randomUUID },
    );
    for (const [index, outcome] of result.outcomes.entries()) {
      const row = rows[index];
      if (!row) continue;
      if (typeof outcome === 'object') {
        refused.push({
          line: row.line,
          raw: row.raw,
          reason: missingReason(outcome.missing, row.record.patch.company?.domain ?? ''),
        });
      } else if (outcome !== 'company') counts[outcome] += 1;
    }
    counts.companiesInserted += result.companiesInserted;
    counts.companiesUpdated += result.companiesUpdated;
    counts.rejected += refused.length;
    counts.rows += rowCount;
    rowsThisRun += rowCount;
    refused.sort((a, b) => a.line - b.line);
    for (const reject of refused) if (reported.length < reportedRejects) reported.push(reject);
    await rejects.write(refused);
    batches += 1;
    lastLine = endLine;
    await writeCheckpoint(stateFile, {
      version: 1,
      format,
      file: fingerprint,
      position: end,
      lastLine,
      rejectsBytes: rejects.bytes(),
      counts,
      batches,
      savedAt: clock.now().toISOString(),
    });
    onProgress?.(progress());
  };

  let rows: { line: number; raw: string; record: ImportRecord }[] = [];
  let refused: ImportReject[] = [];
  let rowCount = 0;
  let end: SourcePosition = checkpoint?.position ?? { offset: 0, line: 1 };
  let endLine = lastLine;
  // While one batch is committed, the next one is read and checked.
  let committing: Promise<void> = Promise.resolve();
  let isStopped = false;
  try {
    for await (const row of source.rows) {
      rowCount += 1;
      end = row.end;
      endLine = row.lastLine;
      if (row.error || !row.cells)
        refused.push({ line: row.line, raw: row.raw, reason: row.error ?? 'unreadable row' });
      else {
        if (format === 'jsonl' && ignoredColumns.size < maxIgnoredColumns) {
          for (const column of Object.keys(row.cells)) if (!isKnownColumn(column)) ignoredColumns.add(column);
        }
        const parsed = parseImportRow(row.cells, { source: sourceName, now: clock.now() });
        if (parsed.isValid) rows.push({ line: row.line, raw: row.raw, record: parsed.record });
        else refused.push({ line: row.line, raw: row.raw, reason: parsed.reason });
      }
      if (rowCount < batchSize) continue;
      await committing;
      if (signal?.aborted) {
        isStopped = true;
        break;
      }
      committing = commit(rows, refused, rowCount, end, endLine);
      committing.catch(() => {
        // Awaited at the next batch or below; this only keeps Node from calling it unhandled meanwhile.
      });
      rows = [];
      refused = [];
      rowCount = 0;
    }
    await committing;
    if (!isStopped && signal?.aborted) isStopped = rowCount > 0;
    if (!isStopped && rowCount > 0) await commit(rows, refused, rowCount, end, endLine);
  } catch (error) {
    // A batch may still be committing: let it end before the caller closes the database.
    await committing.catch(() => undefined);
    throw error;
  } finally {
    source.close();
  }
  if (!isStopped) await removeCheckpoint(stateFile);
  return {
    ...progress(),
    format,
    isComplete: !isStopped,
    resumedAfterLine: checkpoint ? checkpoint.lastLine : null,
    rejects: reported,
    rejectsFile: rejects.bytes() > 0 ? rejectsFile : null,
    stateFile,
    ignoredColumns: [...ignoredColumns],
  };
}
