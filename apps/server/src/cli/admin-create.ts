import { ConfigError, loadConfig } from '../config.ts';
import { migrateDatabase, openDatabase } from '../db/client.ts';
import { ensureSuperAdmin, RefusedPasswordError, superAdminPasswordProblem } from '../seed.ts';

/** npm run admin:create -- email [--password secret]: makes that account a platform super-admin. */
async function main() {
  const [email, flag, password] = process.argv.slice(2);
  if (!email || !/^[^\s@]+@[^\s@]+$/.test(email)) {
    console.error('Usage: npm run admin:create -- someone@example.com [--password "a long password"]');
    process.exit(2);
  }
  const chosen = flag === '--password' ? password : undefined;
  if (flag === '--password' && !chosen) {
    console.error('Give the password after --password, or leave --password out to set it later by invitation.');
    process.exit(2);
  }
  // Before the database is opened: sign-up's password policy, with the reason and never the password.
  const problem = chosen && (await superAdminPasswordProblem(email, chosen, 'The password given with --password'));
  if (problem) {
    console.error(problem);
    process.exit(2);
  }
  const config = loadConfig();
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.DATABASE_URL ? undefined : `${config.DATA_DIR}/pg`,
  });
  try {
    await migrateDatabase(database);
    const result = await ensureSuperAdmin(database.db, email, chosen, 'The password given with --password');
    console.log(
      result.created
        ? `Created super-admin ${email}.${chosen ? '' : ' Set a password with --password to sign in.'}`
        : `${email} is now a super-admin.`,
    );
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError || error instanceof RefusedPasswordError ? error.message : error);
  process.exit(1);
});
