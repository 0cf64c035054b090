/**
 * The credit ledger's write path. Every function takes a transaction and first locks the
 * organisation's row, so writes to one organisation's credits run one at a time: two spends can
 * never both see the same balance, and `balance_after` on each row is exact. Lots hold the
 * spendable credits; each ledger row says why they changed and the draws say from which lots.
 *
 * This file holds the ledger's core (the organisation lock, the balance, entries by key, appending
 * an entry) and its lots: granting them, expiring them, drawing from them and refunds. Members'
 * spends, allowances and admin adjustments are in credit-spends.ts.
 */

import { creditValidityDays, type PlanId } from '@leadpilot/contracts';
import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { creditLedger, creditLotDraws, creditLots, organisations } from '../../db/schema.ts';
import { days } from '../../platform/clock.ts';
import { notFound } from '../../platform/errors.ts';

type LedgerKind = (typeof creditLedger.$inferInsert)['kind'];

/** Serialises every credit write of one organisation; 404 when it does not exist. */
export async function lockOrganisation(tx: Database, organisationId: string): Promise<void> {
  const [row] = await tx
    .select({ id: organisations.id })
    .from(organisations)
    .where(eq(organisations.id, organisationId))
    .for('update');
  if (!row) throw notFound('This organisation');
}

/** Spendable credits now: what unexpired lots have left. */
export async function spendableBalance(tx: Database, organisationId: string, now: Date): Promise<number> {
  const [row] = await tx
    .select({ value: sql<number>`coalesce(sum(${creditLots.remaining}), 0)::int` })
    .from(creditLots)
    .where(and(eq(creditLots.organisationId, organisationId), gt(creditLots.expiresAt, now)));
  return row?.value ?? 0;
}

export async function findByKey(tx: Database, organisationId: string, idempotencyKey: string) {
  const [row] = await tx
    .select()
    .from(creditLedger)
    .where(and(eq(creditLedger.organisationId, organisationId), eq(creditLedger.idempotencyKey, idempotencyKey)));
  return row;
}

interface EntryInput {
  organisationId: string;
  kind: LedgerKind;
  amount: number;
  balanceAfter: number;
  reason: string;
  now: Date;
  userId?: string | null;
  memberId?: string | null;
  lotId?: string | null;
  paymentId?: string | null;
  idempotencyKey?: string | null;
  details?: Record<string, unknown>;
}

export async function appendEntry(tx: Database, input: EntryInput) {
  const [row] = await tx
    .insert(creditLedger)
    .values({
      organisationId: input.organisationId,
      kind: input.kind,
      amount: input.amount,
      balanceAfter: input.balanceAfter,
      reason: input.reason,
      userId: input.userId ?? null,
      memberId: input.memberId ?? null,
      lotId: input.lotId ?? null,
      paymentId: input.paymentId ?? null,
      idempotencyKey: input.idempotencyKey ?? null,
      details: input.details ?? {},
      createdAt: input.now,
    })
    .returning();
  if (!row) throw new Error('ledger insert returned nothing');
  return row;
}

type Lot = typeof creditLots.$inferSelect;

/**
 * The organisation's lots that still hold credits, locked, split into those whose year is over and
 * the open ones in spending order (the one that expires first first). One query serves a whole spend.
 */
export async function lockLotsWithCredits(tx: Database, organisationId: string, now: Date) {
  const lots = await tx
    .select()
    .from(creditLots)
    .where(and(eq(creditLots.organisationId, organisationId), gt(creditLots.remaining, 0)))
    .orderBy(asc(creditLots.expiresAt), asc(creditLots.sequence))
    .for('update');
  const expired = lots.filter((lot) => lot.expiresAt.getTime() <= now.getTime());
  const open = lots.filter((lot) => lot.expiresAt.getTime() > now.getTime());
  return { expired, open, balance: open.reduce((sum, lot) => sum + lot.remaining, 0) };
}

/** Expiry rows for lots whose year is over; `balance` is what the open lots hold (it does not change). */
export async function writeExpiries(tx: Database, organisationId: string, due: Lot[], balance: number, now: Date) {
  for (const lot of due) {
    const entry = await appendEntry(tx, {
      organisationId,
      kind: 'expiry',
      amount: -lot.remaining,
      balanceAfter: balance,
      reason: `${lot.remaining.toLocaleString('en-US')} credits expired (valid until ${lot.expiresAt.toISOString().slice(0, 10)})`,
      now,
      lotId: lot.id,
      idempotencyKey: `expiry:${lot.id}`,
    });
    await tx.insert(creditLotDraws).values({ ledgerEntryId: entry.id, lotId: lot.id, amount: lot.remaining });
    await tx.update(creditLots).set({ remaining: 0 }).where(eq(creditLots.id, lot.id));
  }
  return due.reduce((sum, lot) => sum + lot.remaining, 0);
}

/**
 * Writes expiry rows for lots whose year is over and empties them. Spends never touch an expired
 * lot either way; this keeps the ledger's sum equal to the spendable balance.
 */
export async function expireDueLots(tx: Database, organisationId: string, now: Date): Promise<number> {
  const { expired, balance } = await lockLotsWithCredits(tx, organisationId, now);
  return writeExpiries(tx, organisationId, expired, balance, now);
}

/** Takes `amount` from `open` lots in order (the caller checked they hold enough) and records the draws. */
export async function drawFromLots(
  tx: Database,
  organisationId: string,
  ledgerEntryId: string,
  amount: number,
  open: Lot[],
) {
  let left = amount;
  const draws: { ledgerEntryId: string; lotId: string; amount: number }[] = [];
  for (const lot of open) {
    if (left === 0) break;
    const take = Math.min(left, lot.remaining);
    await tx
      .update(creditLots)
      .set({ remaining: sql`${creditLots.remaining} - ${take}` })
      .where(eq(creditLots.id, lot.id));
    draws.push({ ledgerEntryId, lotId: lot.id, amount: take });
    left -= take;
  }
  if (left > 0) throw new Error(`credit lots of ${organisationId} hold less than the balance said`);
  if (draws.length > 0) await tx.insert(creditLotDraws).values(draws);
}

interface GrantInput {
  organisationId: string;
  userId: string | null;
  credits: number;
  now: Date;
  reason: string;
  kind: 'purchase' | 'admin_adjustment';
  idempotencyKey: string;
  planId?: PlanId | null;
  paymentId?: string | null;
}

/** A new lot valid for one year, and its ledger row; the same key grants once. */
export async function grantLot(tx: Database, input: GrantInput): Promise<{ lotId: string; isNew: boolean }> {
  await lockOrganisation(tx, input.organisationId);
  const earlier = await findByKey(tx, input.organisationId, input.idempotencyKey);
  if (earlier?.lotId) return { lotId: earlier.lotId, isNew: false };
  await expireDueLots(tx, input.organisationId, input.now);
  const balance = await spendableBalance(tx, input.organisationId, input.now);
  const [lot] = await tx
    .insert(creditLots)
    .values({
      organisationId: input.organisationId,
      source: input.kind === 'purchase' ? 'purchase' : 'admin_grant',
      planId: input.planId ?? null,
      paymentId: input.paymentId ?? null,
      granted: input.credits,
      remaining: input.credits,
      expiresAt: new Date(input.now.getTime() + days(creditValidityDays)),
      createdAt: input.now,
    })
    .returning({ id: creditLots.id });
  if (!lot) throw new Error('lot insert returned nothing');
  await appendEntry(tx, {
    organisationId: input.organisationId,
    kind: input.kind,
    amount: input.credits,
    balanceAfter: balance + input.credits,
    reason: input.reason,
    now: input.now,
    userId: input.userId,
    lotId: lot.id,
    paymentId: input.paymentId ?? null,
    idempotencyKey: input.idempotencyKey,
  });
  return { lotId: lot.id, isNew: true };
}

export interface GrantPurchaseInput {
  organisationId: string;
  userId: string | null;
  paymentId: string;
  planId: PlanId;
  credits: number;
  now: Date;
  reason: string;
}

/** Credits a captured payment: once per payment, however often it is called. */
export async function grantPurchase(tx: Database, input: GrantPurchaseInput): Promise<{ lotId: string }> {
  const { lotId } = await grantLot(tx, {
    ...input,
    kind: 'purchase',
    idempotencyKey: `payment:${input.paymentId}`,
  });
  return { lotId };
}

/**
 * A grant that no payment paid for (the free-enrichment funnel's first credits): a lot valid for a
 * year, once per `idempotencyKey`, however often it is called.
 */
export async function grantFreeCredits(
  tx: Database,
  input: {
    organisationId: string;
    userId: string | null;
    credits: number;
    now: Date;
    reason: string;
    idempotencyKey: string;
  },
): Promise<{ lotId: string; isNew: boolean }> {
  return grantLot(tx, { ...input, kind: 'admin_adjustment' });
}

export interface RefundPurchaseInput {
  organisationId: string;
  paymentId: string;
  /** The most credits to remove; fewer when some were spent or expired. */
  credits: number;
  now: Date;
  reason: string;
  /** The provider's refund id, so two partial refunds are two entries; the payment id otherwise. */
  refundId?: string;
}

/** Removes a refunded purchase's unspent credits (never more than it has left); once per refund. */
export async function refundPurchase(tx: Database, input: RefundPurchaseInput): Promise<{ removed: number }> {
  await lockOrganisation(tx, input.organisationId);
  const key = `refund:${input.refundId ?? input.paymentId}`;
  const earlier = await findByKey(tx, input.organisationId, key);
  if (earlier) return { removed: -earlier.amount };
  await expireDueLots(tx, input.organisationId, input.now);
  const [lot] = await tx
    .select()
    .from(creditLots)
    .where(and(eq(creditLots.organisationId, input.organisationId), eq(creditLots.paymentId, input.paymentId)))
    .for('update');
  const removed = lot ? Math.max(0, Math.min(input.credits, lot.remaining)) : 0;
  const balance = await spendableBalance(tx, input.organisationId, input.now);
  const entry = await appendEntry(tx, {
    organisationId: input.organisationId,
    kind: 'refund',
    amount: -removed,
    balanceAfter: balance - removed,
    reason: input.reason,
    now: input.now,
    lotId: lot?.id ?? null,
    paymentId: input.paymentId,
    idempotencyKey: key,
  });
  if (lot && removed > 0) {
    await tx
      .update(creditLots)
      .set({ remaining: sql`${creditLots.remaining} - ${removed}` })
      .where(eq(creditLots.id, lot.id));
    await tx.insert(creditLotDraws).values({ ledgerEntryId: entry.id, lotId: lot.id, amount: removed });
  }
  return { removed };
}
