import { existsSync } from 'node:fs';
import { appendFile, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../../test/harness.ts';
import type { DatabaseHandle } from '../../../db/client.ts';
import { createManualClock } from '../../../platform/clock.ts';
import { companiesState, createImportFolder, peopleState } from './import-test-support.ts';
import { type ImportProgress, type ImportProspectsOptions, importProspects, writeProspectFile } from './index.ts';

const asOf = new Date('2026-03-02T00:00:00Z');
let files: Awaited<ReturnType<typeof createImportFolder>>;
const databases: DatabaseHandle[] = [];

beforeAll(async () => {
  files = await createImportFolder();
});
afterAll(async () => {
  await Promise.all(databases.map((database) => database.close()));
  await files.remove();
});

async function freshDatabase() {
  const database = await openTestDatabase();
  databases.push(database);
  return database;
}

let withBadRows: Promise<string> | undefined;

/**
 * 1,000 generated people as CSV, with three rows broken (bad emails on lines 151, 421 and 778):
 * generated once (the same seed gives the same file), written under a new name for each test.
 */
async function fileWithBadRows(name: string) {
  withBadRows ??= (async () => {
    const generated = path.join(files.folder, 'generated-with-bad-rows.csv');
    await writeProspectFile({ file: generated, format: 'csv', seed: 'resume', people: 1000, asOf });
    const lines = (await readFile(generated, 'utf8')).split('\n');
    for (const line of [151, 421, 778])
      lines[line - 1] = (lines[line - 1] ?? '').replace(/,[^,@]+@[^,]+,/, ',broken-email,');
    return lines.join('\n');
  })();
  const file = path.join(files.folder, name);
  await writeFile(file, await withBadRows);
  return file;
}

const stopAfter = (batches: number) => {
  const controller = new AbortController();
  return {
    signal: controller.signal,
    onProgress: (progress: ImportProgress) => {
      if (progress.batches >= batches) controller.abort();
    },
  };
};

async function importInto(database: DatabaseHandle, file: string, options: Partial<ImportProspectsOptions> = {}) {
  return importProspects({
    db: database.db,
    file,
    batchSize: 100,
    clock: createManualClock(new Date('2026-03-02T09:00:00Z')),
    ...options,
  });
}

describe('resuming an import', () => {
  it('continues after the last committed batch and ends as one uninterrupted run would, without duplicates', async () => {
    const file = await fileWithBadRows('interrupted.csv');
    const reference = await freshDatabase();
    const whole = await importInto(reference, file);
    expect(whole).toMatchObject({ inserted: 997, rejected: 3, isComplete: true });
    const referenceRejects = await readFile(`${file}.rejects.csv`, 'utf8');

    const database = await freshDatabase();
    const stopped = await importInto(database, file, stopAfter(3));
    expect(stopped).toMatchObject({ isComplete: false, batches: 3, line: 301, inserted: 299, rejected: 1 });
    expect(existsSync(`${file}.import-state.json`)).toBe(true);
    // A crash right after batch 5: the rows already read for batch 6 are never committed.
    await expect(
      importInto(database, file, {
        onProgress: (progress) => {
          if (progress.batches === 5) throw new Error('the machine went down');
        },
      }),
    ).rejects.toThrow('the machine went down');

    const resumed = await importInto(database, file);

    expect(resumed).toMatchObject({ isComplete: true, resumedAfterLine: 501, batches: 10, rows: 1000, rejected: 3 });
    expect(resumed.inserted).toBe(997);
    expect(resumed.rejects.map((reject) => reject.line)).toEqual([778]);
    expect(await peopleState(database)).toEqual(await peopleState(reference));
    expect(await companiesState(database)).toEqual(await companiesState(reference));
    expect(await readFile(`${file}.rejects.csv`, 'utf8')).toBe(referenceRejects);
    expect(existsSync(`${file}.import-state.json`)).toBe(false);
  });

  it('starts over when the file changed since the checkpoint, and refuses --resume then', async () => {
    const file = await fileWithBadRows('changed.csv');
    const database = await freshDatabase();
    await importInto(database, file, stopAfter(2));
    await appendFile(file, '\n');

    await expect(importInto(database, file, { resume: true })).rejects.toMatchObject({ code: 'NO_CHECKPOINT' });
    const again = await importInto(database, file);
    expect(again).toMatchObject({ resumedAfterLine: null, rows: 1000, inserted: 798, unchanged: 199 });
  });

  it('starts over with resume: false even when the checkpoint matches', async () => {
    const file = await fileWithBadRows('restart.csv');
    const database = await freshDatabase();
    await importInto(database, file, stopAfter(1));
    const restarted = await importInto(database, file, { resume: false });
    expect(restarted).toMatchObject({ resumedAfterLine: null, rows: 1000, inserted: 897, unchanged: 100 });
  });

  it('resumes a JSON Lines file too', async () => {
    const file = path.join(files.folder, 'interrupted.jsonl');
    await writeProspectFile({ file, format: 'jsonl', seed: 'resume', people: 500, asOf });
    const reference = await freshDatabase();
    await importInto(reference, file);
    const database = await freshDatabase();
    await importInto(database, file, stopAfter(2));
    const resumed = await importInto(database, file);
    expect(resumed).toMatchObject({ resumedAfterLine: 200, rows: 500, inserted: 500, isComplete: true });
    expect(await peopleState(database)).toEqual(await peopleState(reference));
  });
});

describe('a large file', () => {
  it('imports 20,000 rows while reading at most about two batches ahead of what is committed', async () => {
    const file = path.join(files.folder, 'large.csv');
    const written = await writeProspectFile({ file, format: 'csv', seed: 'large', people: 20_000, asOf });
    const database = await freshDatabase();
    const aheadShares: number[] = [];

    const report = await importProspects({
      db: database.db,
      file,
      onProgress: (progress) => {
        // Rows are about the same size: the share of the file read, less the share committed.
        aheadShares.push(progress.bytesRead / progress.fileSize - progress.rows / 20_000);
      },
    });

    expect(report).toMatchObject({ rows: 20_000, inserted: 20_000, rejected: 0, batches: 20, isComplete: true });
    expect(report.fileSize).toBe(written.bytes);
    expect(aheadShares).toHaveLength(20);
    // A batch is 5 % of this file; a reader that loaded the whole file would be 95 % ahead after the first.
    expect(Math.max(...aheadShares)).toBeLessThan(0.15);
    const [count] = await database.query<{ people: number; companies: number }>(
      'select (select count(*)::int from people) as people, (select count(*)::int from companies) as companies',
    );
    expect(count?.people).toBe(20_000);
    // Twenty batches of real inserts: about 20 s on a quiet two-core machine, over a minute on a loaded one.
  }, 180_000);
});
