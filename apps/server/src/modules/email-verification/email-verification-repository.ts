import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { emailVerifications } from '../../db/schema.ts';
import { type EmailVerification, emailChecksSchema } from './email-verification-types.ts';

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
