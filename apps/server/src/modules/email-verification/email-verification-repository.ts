import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { emailVerifications } from '../../db/schema.ts';
import { type EmailVerification, type EmailVerificationStatus, emailChecksSchema } from './email-verification-types.ts';

/** The stored verification of a (lower-cased) address, or null; a row whose checks no longer parse counts as none. */
export async function findStoredVerification(db: Database, address: string): Promise<EmailVerification | null> {
  const [row] = await db.select().from(emailVerifications).where(eq(emailVerifications.address, address)).limit(1);
  if (!row) return null;
  const checks = emailChecksSchema.safeParse(row.checks);
  if (!checks.success) return null;
  return {
    address: row.address,
    status: row.status,
    reason: row.reason,
    checks: checks.data,
    mxHost: row.mxHost,
    checkedAt: row.checkedAt,
  };
}

/** Keeps the newest verification of an address (one row per address). */
export async function storeVerification(db: Database, verification: EmailVerification): Promise<void> {
  const values = {
    status: verification.status,
    reason: verification.reason,
    checks: verification.checks,
    mxHost: verification.mxHost,
    checkedAt: verification.checkedAt,
  };
  await db
    .insert(emailVerifications)
    .values({ address: verification.address, ...values })
    .onConflictDoUpdate({ target: emailVerifications.address, set: values });
}

/** The stored verdicts of these (lower-cased) addresses, by address; an address never checked is absent. */
export async function findStoredStatuses(
  db: Database,
  addresses: readonly string[],
): Promise<Map<string, EmailVerificationStatus>> {
  if (addresses.length === 0) return new Map();
  const rows = await db
    .select({ address: emailVerifications.address, status: emailVerifications.status })
    .from(emailVerifications)
    // One array parameter: an IN list binds (and Drizzle builds) one parameter an address.
    .where(sql`${emailVerifications.address} = any(${sql.param([...new Set(addresses)])}::text[])`);
  return new Map(rows.map((row) => [row.address, row.status]));
}
