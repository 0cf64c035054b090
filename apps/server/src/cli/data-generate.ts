import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../config.ts';
import { migrateDatabase, openDatabase } from '../db/client.ts';
import { generateProspects, insertProspects } from '../modules/people/index.ts';

const usage = 'Usage: npm run data:generate -- --people 100000 [--seed leadpilot] [--batch 1000]';

/** npm run data:generate -- --people N [--seed S]: inserts N generated people (and their companies) into the configured database. */
async function main() {
  let values: { people?: string; seed?: string; batch?: string };
  try {
    ({ values } = parseArgs({
      options: { people: { type: 'string' }, seed: { type: 'string' }, batch: { type: 'string' } },
      strict: true,
    }));
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : error}\n${usage}`);
    process.exit(2);
  }
  const people = Number(values.people?.replaceAll('_', ''));
  const batchSize = Number(values.batch ?? 1000);
  if (!Number.isInteger(people) || people < 1 || !Number.isInteger(batchSize) || batchSize < 1) {
    console.error(usage);
    process.exit(2);
  }
  const seed = values.seed ?? 'leadpilot';
  const config = loadConfig();
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.DATABASE_URL ? undefined : `${config.DATA_DIR}/pg`,
  });
  try {
    await migrateDatabase(database);
    const started = performance.now();
    let lastReport = started;
    const rate = (count: number, since: number) => Math.round(count / ((performance.now() - since) / 1000));
    console.log(`Generating ${people.toLocaleString('en-US')} people (seed "${seed}") into ${database.engine}…`);
    const total = await insertProspects(database.db, generateProspects({ seed, people, batchSize }), (progress) => {
      if (performance.now() - lastReport < 2000) return;
      lastReport = performance.now();
      console.log(
        `  ${progress.people.toLocaleString('en-US')} people, ${progress.companies.toLocaleString('en-US')} companies — ${rate(progress.people, started).toLocaleString('en-US')} people/s, ${rate(progress.rows, started).toLocaleString('en-US')} rows/s`,
      );
    });
    const seconds = (performance.now() - started) / 1000;
    console.log(
      `Inserted ${total.people.toLocaleString('en-US')} people and ${total.companies.toLocaleString('en-US')} companies (${total.rows.toLocaleString('en-US')} rows in all) in ${seconds.toFixed(1)} s: ${rate(total.people, started).toLocaleString('en-US')} people/s, ${rate(total.rows, started).toLocaleString('en-US')} rows/s.`,
    );
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
