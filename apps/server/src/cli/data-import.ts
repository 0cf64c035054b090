import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../config.ts';
import { migrateDatabase, openDatabase } from '../db/client.ts';
import { ImportError, type ImportFormat, type ImportProgress, importProspects } from '../modules/people/index.ts';

const usage =
  'Usage: npm run data:import -- FILE [--format csv|jsonl] [--batch 1000] [--resume | --restart]\n' +
  '  FILE      a .csv, .jsonl or .ndjson file of people and companies (columns: docs/prospects.md#importing-data)\n' +
  '  --resume  continue after the last committed batch (the default when FILE.import-state.json matches FILE)\n' +
  '  --restart start from the first row even when a checkpoint exists';

const count = (value: number) => value.toLocaleString('en-US');
const counted = (value: number, one: string, many: string) => `${count(value)} ${value === 1 ? one : many}`;

function progressLine(progress: ImportProgress): string {
  const share = progress.fileSize > 0 ? Math.round((progress.bytesRead / progress.fileSize) * 100) : 100;
  return `  line ${count(progress.line)} (${share} %): ${count(progress.inserted)} added, ${count(progress.updated)} updated, ${count(progress.unchanged)} unchanged, ${count(progress.rejected)} rejected — ${count(progress.rowsPerSecond)} rows/s`;
}

/** npm run data:import -- FILE: imports people and companies from CSV or JSON Lines into the configured database. */
async function main() {
  let parsed: {
    values: { format?: string; batch?: string; resume?: boolean; restart?: boolean };
    positionals: string[];
  };
  try {
    parsed = parseArgs({
      options: {
        format: { type: 'string' },
        batch: { type: 'string' },
        resume: { type: 'boolean' },
        restart: { type: 'boolean' },
      },
      allowPositionals: true,
      strict: true,
    });
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : error}\n${usage}`);
    process.exit(2);
  }
  const { values, positionals } = parsed;
  const [file] = positionals;
  const batchSize = Number(values.batch ?? 1000);
  const format: ImportFormat | undefined =
    values.format === 'csv' || values.format === 'jsonl' ? values.format : undefined;
  if (
    !file ||
    positionals.length > 1 ||
    !Number.isInteger(batchSize) ||
    batchSize < 1 ||
    (values.resume && values.restart) ||
    (values.format !== undefined && format === undefined)
  ) {
    console.error(usage);
    process.exit(2);
  }
  const config = loadConfig();
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.DATABASE_URL ? undefined : `${config.DATA_DIR}/pg`,
  });
  // Ctrl-C stops after the batch being committed; the checkpoint lets the next run continue.
  const stop = new AbortController();
  process.once('SIGINT', () => {
    console.log('Stopping after the current batch…');
    stop.abort();
  });
  try {
    await migrateDatabase(database);
    console.log(`Importing ${file} into ${database.engine}…`);
    let lastReport = 0;
    const report = await importProspects({
      db: database.db,
      file,
      ...(format ? { format } : {}),
      batchSize,
      ...(values.resume ? { resume: true } : values.restart ? { resume: false } : {}),
      signal: stop.signal,
      onProgress(progress) {
        if (performance.now() - lastReport < 2000) return;
        lastReport = performance.now();
        console.log(progressLine(progress));
      },
    });
    if (report.resumedAfterLine !== null) console.log(`Resumed after line ${count(report.resumedAfterLine)}.`);
    for (const reject of report.rejects.slice(0, 20)) console.log(`  line ${reject.line}: ${reject.reason}`);
    if (report.rejected > 20) console.log(`  … ${count(report.rejected - 20)} more`);
    if (report.ignoredColumns.length > 0) console.log(`Ignored columns: ${report.ignoredColumns.join(', ')}`);
    console.log(
      `${report.isComplete ? 'Imported' : 'Stopped at'} ${file}: ${counted(report.inserted, 'person', 'people')} added, ${count(report.updated)} updated, ${count(report.unchanged)} unchanged; ${counted(report.companiesInserted, 'company', 'companies')} added, ${count(report.companiesUpdated)} updated; ${counted(report.rejected, 'row', 'rows')} rejected${report.rejectsFile ? ` (listed in ${report.rejectsFile})` : ''}. ${report.seconds.toFixed(1)} s, ${count(report.rowsPerSecond)} rows/s.`,
    );
    if (!report.isComplete) {
      console.log(`Run the same command again to continue after line ${count(report.line)}.`);
      process.exitCode = 130;
    }
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError || error instanceof ImportError ? error.message : error);
  process.exit(1);
});
