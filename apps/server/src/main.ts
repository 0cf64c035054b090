import { ConfigError, loadConfig } from './config.ts';
import { seedPeople } from './modules/people/index.ts';
import { startRuntime } from './runtime.ts';
import { ensureSuperAdmin, RefusedPasswordError, seedDemoOrganisation, superAdminPasswordProblem } from './seed.ts';

async function main() {
  const config = loadConfig();
  // Before anything starts: a weak super-admin password stops the start with the reason.
  if (config.SUPERADMIN_EMAIL && config.SUPERADMIN_PASSWORD) {
    const problem = await superAdminPasswordProblem(
      config.SUPERADMIN_EMAIL,
      config.SUPERADMIN_PASSWORD,
      'SUPERADMIN_PASSWORD',
    );
    if (problem) throw new ConfigError(`Invalid configuration:\n  ${problem}`);
  }
  const runtime = await startRuntime(config);
  const { app, database } = runtime;
  if (config.generatedSecrets) {
    app.log.warn(`Generated JWT_SECRET and ENCRYPTION_KEY into ${config.DATA_DIR}/secrets.json (development only).`);
  }
  const demo = await seedDemoOrganisation(database.db, config);
  if (demo) app.log.info(`Seeded the demo organisation: sign in as ${demo.email} / ${demo.password}`);
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
  const shutdown = async (signal: string) => {
    app.log.info(`${signal}: shutting down`);
    await runtime.stop();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  await app.listen({ host: config.HOST, port: config.PORT });
  app.log.info(`Leadpilot is ready on ${config.APP_URL} (database: ${database.engine})`);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof RefusedPasswordError) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});
