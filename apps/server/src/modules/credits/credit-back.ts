import { and, eq, gt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { creditLotDraws, creditLots } from '../../db/schema.ts';
import { appendEntry, findByKey, lockOrganisation, spendableBalance } from './credit-ledger.ts';

export interface CreditBackInput {
  organisationId: string;
  /** The idempotency key of the spend to give back (e.g. `reveal:<personId>`). */
  spendKey: string;
  /** This credit back's own key: the same key gives back once. */
  idempotencyKey: string;
  /** In plain words, for the credit history: "Credit back: Jane Doe's email bounced". */
  reason: string;
  now: Date;
  details?: Record<string, unknown>;
}

export interface CreditBackResult {
  /** Credits put back now (0 when the spend is unknown, was given back before, or its lots expired). */
  restored: number;
  isNew: boolean;
}

/**
 * Gives back what one spend cost, to the lots it was drawn from, as a `credit_back` entry: a
 * revealed email that hard-bounces costs nothing (as Apollo credits back verified emails that
 * bounce). Credits drawn from a lot that has since expired are not given back: they would have
 * expired with it. Once per key, under the organisation's lock like every credit write.
 */
export async function creditBack(tx: Database, input: CreditBackInput): Promise<CreditBackResult> {
  await lockOrganisation(tx, input.organisationId);
  if (await findByKey(tx, input.organisationId, input.idempotencyKey)) return { restored: 0, isNew: false };
  const spend = await findByKey(tx, input.organisationId, input.spendKey);
  if (spend?.kind !== 'spend') return { restored: 0, isNew: false };
  const draws = await tx
    .select({ lotId: creditLotDraws.lotId, amount: creditLotDraws.amount })
    .from(creditLotDraws)
    .innerJoin(creditLots, eq(creditLots.id, creditLotDraws.lotId))
    .where(and(eq(creditLotDraws.ledgerEntryId, spend.id), gt(creditLots.expiresAt, input.now)));
  const restored = draws.reduce((sum, draw) => sum + draw.amount, 0);
  const balance = await spendableBalance(tx, input.organisationId, input.now);
  await appendEntry(tx, {
    organisationId: input.organisationId,
    kind: 'credit_back',
    amount: restored,
    balanceAfter: balance + restored,
    reason: input.reason,
    now: input.now,
    idempotencyKey: input.idempotencyKey,
    details: { ...input.details, spendEntryId: spend.id },
  });
  for (const draw of draws) {
    await tx
      .update(creditLots)
      .set({ remaining: sql`${creditLots.remaining} + ${draw.amount}` })
      .where(eq(creditLots.id, draw.lotId));
  }
  return { restored, isNew: true };
}
