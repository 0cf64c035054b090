import { freeEnrichmentLimits } from '@leadpilot/contracts';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { organisations } from '../../db/schema.ts';
import { AppError } from '../../platform/errors.ts';
import { planOf } from '../credits/index.ts';

/**
 * The most rows a file of this organisation may have: the free limit for a free-enrichment account
 * that has bought nothing, else null (no limit of this kind). Enrichment's upload asks it.
 */
export async function freeRowLimitOf(db: Database, organisationId: string, now: Date): Promise<number | null> {
  const [organisation] = await db
    .select({ state: organisations.state })
    .from(organisations)
    .where(eq(organisations.id, organisationId));
  if (organisation?.state !== 'free') return null;
  const { hasPurchase } = await planOf(db, organisationId, now);
  return hasPurchase ? null : freeEnrichmentLimits.maxRows;
}

/** A free account's file over the limit: 422, nothing stored. */
export const freeRowLimitRefusal = (limit: number) =>
  new AppError(
    'RULE_REFUSED',
    `Free enrichment takes files of up to ${limit} rows. Remove some rows and upload it again, or buy credits to enrich larger files.`,
  );
