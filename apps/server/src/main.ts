import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from './config.ts';
import { type ProcessRole, processRoles, roleProblem } from './process-roles.ts';

/** `--role all|web|worker` (default all); anything else stops the start with the reason. */
function roleOf(args: string[]): ProcessRole {
  let role: string | undefined;
  try {
    role = parseArgs({ args, options: { role: { type: 'string' } }, strict: true }).values.role;
  } catch (error) {
    throw new ConfigError(`Invalid arguments: ${(error as Error).message}. Usage: main.ts [--role all|web|worker]`);
  }
  if (role === undefined) return 'all';
  if (!(processRoles as readonly string[]).includes(role)) {
    throw new ConfigError(`Invalid --role ${role}: choose all (the default), web or worker.`);
  }
  return role as ProcessRole;
}

/** Signals stop the process after what it is doing: requests answered, jobs under way finished. */
function stopOnSignals(log: { info(message: string): void }, stop: () => Promise<void>) {
  const shutdown = async (signal: string) => {
    log.info(`${signal}: shutting down`);
    await stop();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
}

async function main() {
  const role = roleOf(process.argv.slice(2));
  const config = loadConfig();
  const problem = roleProblem(role, config);
  if (problem) throw new ConfigError(problem);
  // The app is loaded once the arguments and settings are known to be usable, so a refusal is quick.
  const { startRuntime, startWorker } = await import('./runtime.ts');
  const { ensureSuperAdmin, seedDemoOrganisation, superAdminPasswordProblem } = await import('./seed.ts');
  const { seedDemoOutreach } = await import('./seed-outreach.ts');
  const { seedPeople } = await import('./modules/people/index.ts');
  if (role === 'worker') {
    const worker = await startWorker(config);
    stopOnSignals(worker.log, worker.stop);
    worker.log.info(`Leadpilot worker is ready: working the queue's jobs (database: ${worker.database.engine})`);
    return;
  }
  // Before anything starts: a weak super-admin password stops the start with the reason.
  if (config.SUPERADMIN_EMAIL && config.SUPERADMIN_PASSWORD) {
    const problem = await superAdminPasswordProblem(
      config.SUPERADMIN_EMAIL,
      config.SUPERADMIN_PASSWORD,
      'SUPERADMIN_PASSWORD',
    );
    if (problem) throw new ConfigError(`Invalid configuration:\n  ${problem}`);
  }
  const runtime = await startRuntime(config, { role });
  const { app, database } = runtime;
  if (config.generatedSecrets) {
    app.log.warn(`Generated JWT_SECRET and ENCRYPTION_KEY into ${config.DATA_DIR}/secrets.json (development only).`);
  }
  const demo = await seedDemoOrganisation(database.db, config);
  if (demo) {
    app.log.info(`Seeded the demo organisation: sign in as ${demo.email} / ${demo.password}`);
    // Its campaign is a showcase: should it fail, the server still starts, saying why.
    await seedDemoOutreach(app, demo).catch((error: unknown) =>
      app.log.warn({ err: error }, 'The demo organisation has no campaign: its setup failed'),
    );
  }
  const seeded = await seedPeople(database.db, config);
  if (seeded) {
    app.log.info(
      `Seeded ${seeded.people.toLocaleString('en-US')} people at ${seeded.companies.toLocaleString('en-US')} companies in ${(seeded.milliseconds / 1000).toFixed(1)} s (SEED_PEOPLE=0 turns this off)`,
    );
  }
  if (config.SUPERADMIN_EMAIL) {
    const result = await ensureSuperAdmin(
      database.db,
      config.SUPERADMIN_EMAIL,
      config.SUPERADMIN_PASSWORD,
      'SUPERADMIN_PASSWORD',
    );
    if (result.created) app.log.info(`Created super-admin ${config.SUPERADMIN_EMAIL}`);
  }
  stopOnSignals(app.log, runtime.stop);
  await app.listen({ host: config.HOST, port: config.PORT });
  const jobs = role === 'web' ? 'jobs left to worker processes' : "working the queue's jobs";
  app.log.info(`Leadpilot is ready on ${config.APP_URL} (database: ${database.engine}; ${jobs})`);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || (error instanceof Error && error.name === 'RefusedPasswordError')) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});
