// Import rows per second: a CSV of generated people (`writeProspectFile`) imported with
// `importProspects` into a fresh PostgreSQL database (`leadpilot_bench_import`, dropped afterwards).
import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { migrateDatabase, openDatabase } from '../../apps/server/src/db/client.ts';
import { withDatabase } from './search-data.ts';
import type { ImportResult } from './search-measure.ts';

export async function measureImport(options: {
  adminUrl: string;
  seed: string;
  people: number;
  log: (line: string) => void;
}): Promise<ImportResult> {
  if (options.people === 0) return { skipped: 'BENCH_SEARCH_IMPORT_ROWS=0' };
  let importer: typeof import('../../apps/server/src/modules/people/import/index.ts');
  try {
    importer = await import('../../apps/server/src/modules/people/import/index.ts');
  } catch (error) {
    const reason = `the import module does not load (${error instanceof Error ? error.message.split('\n')[0] : String(error)})`;
    options.log(`import: skipped, ${reason}`);
    return { skipped: reason };
  }
  const name = 'leadpilot_bench_import';
  const file = path.join(tmpdir(), `leadpilot-bench-import-${process.pid}.csv`);
  const admin = new pg.Client({ connectionString: options.adminUrl, connectionTimeoutMillis: 5_000 });
  await admin.connect();
  try {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.query(`create database ${name}`);
    const handle = await openDatabase({ databaseUrl: withDatabase(options.adminUrl, name), poolSize: 2 });
    try {
      await migrateDatabase(handle);
      let started = performance.now();
      const written = await importer.writeProspectFile({
        file,
        format: 'csv',
        seed: `${options.seed}-import`,
        people: options.people,
      });
      const writeSeconds = (performance.now() - started) / 1000;
      options.log(
        `import: wrote ${written.people.toLocaleString('en-US')} rows (${(written.bytes / 1048576).toFixed(0)} MiB CSV) in ${writeSeconds.toFixed(1)} s`,
      );
      started = performance.now();
      const report = await importer.importProspects({ db: handle.db, file, format: 'csv', resume: false });
      const importSeconds = (performance.now() - started) / 1000;
      const rowsPerSecond = report.rows / importSeconds;
      options.log(
        `import: ${report.rows.toLocaleString('en-US')} rows (${report.inserted.toLocaleString('en-US')} people inserted, ${report.rejected} rejected) in ${importSeconds.toFixed(1)} s: ${Math.round(rowsPerSecond).toLocaleString('en-US')} rows/s`,
      );
      return {
        people: report.rows,
        fileBytes: written.bytes,
        writeSeconds,
        importSeconds,
        rowsPerSecond,
        format: 'csv',
      };
    } finally {
      await handle.close();
    }
  } finally {
    for (const leftover of [file, ...Object.values(importer.sidecarFiles(file))]) rmSync(leftover, { force: true });
    await admin.query(`drop database if exists ${name} with (force)`).catch(() => undefined);
    await admin.end().catch(() => undefined);
  }
}
