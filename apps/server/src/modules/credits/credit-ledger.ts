/**
 * The credit ledger's write path. Every function takes a transaction and first locks the
 * organisation's row, so writes to one organisation's credits run one at a time: two spends can
 * never both see the same balance, and `balance_after` on each row is exact. Lots hold the
 * spendable credits; each ledger row says why they changed and the draws say from which lots.
 */

import { randomUUID } from 'node:crypto';
import { creditValidityDays, type PlanId } from '@leadpilot/contracts';
import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { creditAllowances, creditLedger, creditLotDraws, creditLots, organisations } from '../../db/schema.ts';
import { days } from '../../platform/clock.ts';
import { notFound, refused } from '../../platform/errors.ts';
import { recordCreditsLowIfCrossed } from './credits-low-event.ts';

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
async function lockLotsWithCredits(tx: Database, organisationId: string, now: Date) {
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
async function writeExpiries(tx: Database, organisationId: string, due: Lot[], balance: number, now: Date) {
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
async function drawFromLots(tx: Database, organisationId: string, ledgerEntryId: string, amount: number, open: Lot[]) {
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

/** What is left of a member's allowance; unlimited when they have none. */
export async function allowanceLeftOf(tx: Database, userId: string): Promise<number> {
  const [allowance] = await tx.select().from(creditAllowances).where(eq(creditAllowances.userId, userId));
  if (allowance?.allowance === null || allowance?.allowance === undefined) return Number.POSITIVE_INFINITY;
  return Math.max(0, allowance.allowance - allowance.used);
}

export const notEnoughCredits = (need: number, have: number) =>
  refused(`Not enough credits: need ${need.toLocaleString('en-US')}, you have ${have.toLocaleString('en-US')}`);

export interface SpendInput {
  organisationId: string;
  userId: string;
  amount: number;
  reason: string;
  idempotencyKey: string;
  now: Date;
}

export interface SpendResult {
  entryId: string;
  amount: number;
  balance: number;
  /** False when the key had spent before: nothing was spent this time. */
  isNew: boolean;
}

/**
 * Spends credits for a member: the same idempotency key spends once. A member with an allowance
 * may not spend past it; everyone draws from the organisation's balance.
 */
export async function spendCredits(tx: Database, input: SpendInput): Promise<SpendResult> {
  // Two statements on purpose: the key is read after the lock is held, in a snapshot that sees
  // what a concurrent spend with the same key committed while this one waited.
  await lockOrganisation(tx, input.organisationId);
  const earlier = await findByKey(tx, input.organisationId, input.idempotencyKey);
  if (earlier) {
    return { entryId: earlier.id, amount: -earlier.amount, balance: earlier.balanceAfter, isNew: false };
  }
  const { expired, open, balance } = await lockLotsWithCredits(tx, input.organisationId, input.now);
  await writeExpiries(tx, input.organisationId, expired, balance, input.now);
  const allowanceLeft = await allowanceLeftOf(tx, input.userId);
  const available = Math.min(balance, allowanceLeft);
  if (input.amount > available) throw notEnoughCredits(input.amount, available);
  const entry = await appendEntry(tx, {
    organisationId: input.organisationId,
    kind: 'spend',
    amount: -input.amount,
    balanceAfter: balance - input.amount,
    reason: input.reason,
    now: input.now,
    userId: input.userId,
    idempotencyKey: input.idempotencyKey,
  });
  await drawFromLots(tx, input.organisationId, entry.id, input.amount, open);
  await tx
    .insert(creditAllowances)
    .values({ userId: input.userId, organisationId: input.organisationId, used: input.amount, updatedAt: input.now })
    .onConflictDoUpdate({
      target: creditAllowances.userId,
      set: { used: sql`${creditAllowances.used} + ${input.amount}`, updatedAt: input.now },
    });
  await recordCreditsLowIfCrossed(tx, {
    organisationId: input.organisationId,
    before: balance,
    after: balance - input.amount,
    entryId: entry.id,
    now: input.now,
  });
  return { entryId: entry.id, amount: input.amount, balance: balance - input.amount, isNew: true };
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
async function grantLot(tx: Database, input: GrantInput): Promise<{ lotId: string; isNew: boolean }> {
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

export interface AdjustInput {
  organisationId: string;
  adminUserId: string;
  credits: number;
  reason: string;
  now: Date;
  idempotencyKey: string;
}

/** Super-admin correction: a positive number grants a new lot, a negative one removes credits. */
export async function adjustCredits(tx: Database, input: AdjustInput): Promise<{ balance: number }> {
  if (input.credits > 0) {
    await grantLot(tx, {
      organisationId: input.organisationId,
      userId: input.adminUserId,
      credits: input.credits,
      now: input.now,
      reason: input.reason,
      kind: 'admin_adjustment',
      idempotencyKey: input.idempotencyKey,
    });
    return { balance: await spendableBalance(tx, input.organisationId, input.now) };
  }
  await lockOrganisation(tx, input.organisationId);
  const { expired, open, balance } = await lockLotsWithCredits(tx, input.organisationId, input.now);
  await writeExpiries(tx, input.organisationId, expired, balance, input.now);
  const amount = -input.credits;
  if (amount > balance) {
    throw refused(
      `Cannot remove ${amount.toLocaleString('en-US')} credits: the balance is ${balance.toLocaleString('en-US')}.`,
    );
  }
  const entry = await appendEntry(tx, {
    organisationId: input.organisationId,
    kind: 'admin_adjustment',
    amount: -amount,
    balanceAfter: balance - amount,
    reason: input.reason,
    now: input.now,
    userId: input.adminUserId,
    idempotencyKey: input.idempotencyKey,
  });
  await drawFromLots(tx, input.organisationId, entry.id, amount, open);
  return { balance: balance - amount };
}

export interface AllowanceInput {
  organisationId: string;
  actorUserId: string;
  memberId: string;
  memberName: string;
  allowance: number | null;
  now: Date;
}

/** Sets (or, with null, removes) a member's allowance, with a zero-credit ledger row saying so. */
export async function setAllowance(tx: Database, input: AllowanceInput) {
  await lockOrganisation(tx, input.organisationId);
  await expireDueLots(tx, input.organisationId, input.now);
  const [row] = await tx
    .insert(creditAllowances)
    .values({
      userId: input.memberId,
      organisationId: input.organisationId,
      allowance: input.allowance,
      used: 0,
      updatedAt: input.now,
    })
    .onConflictDoUpdate({
      target: creditAllowances.userId,
      set: { allowance: input.allowance, updatedAt: input.now },
    })
    .returning();
  if (!row) throw new Error('allowance upsert returned nothing');
  const balance = await spendableBalance(tx, input.organisationId, input.now);
  await appendEntry(tx, {
    organisationId: input.organisationId,
    kind: 'allocation',
    amount: 0,
    balanceAfter: balance,
    reason:
      input.allowance === null
        ? `Allowance of ${input.memberName} removed: no limit`
        : `Allowance of ${input.memberName} set to ${input.allowance.toLocaleString('en-US')} credits`,
    now: input.now,
    userId: input.actorUserId,
    memberId: input.memberId,
    details: { allowance: input.allowance },
  });
  return { userId: row.userId, allowance: row.allowance, used: row.used };
}

export interface BatchSpendItem {
  amount: number;
  reason: string;
  idempotencyKey: string;
}

/** Rows per insert statement, well under PostgreSQL's limit of parameters per statement. */
const rowsPerInsert = 1000;

/**
 * Many spends of one member in one go, with the result `spendCredits` would give for each item in
 * turn, but in a handful of statements instead of seven per item: a key spent before (or earlier
 * in the batch) spends nothing again; the new items draw from the lots in order, one ledger row
 * each with its running balance. All or nothing: when the new items together cost more than the
 * member may spend, nothing is spent and the 422 names the whole cost.
 */
export async function spendCreditsBatch(
  tx: Database,
  input: { organisationId: string; userId: string; now: Date; items: BatchSpendItem[] },
): Promise<SpendResult[]> {
  const { organisationId, userId, now } = input;
  await lockOrganisation(tx, organisationId);
  const keys = [...new Set(input.items.map((item) => item.idempotencyKey))];
  const earlier = new Map<string, typeof creditLedger.$inferSelect>();
  for (let start = 0; start < keys.length; start += rowsPerInsert) {
    const rows = await tx
      .select()
      .from(creditLedger)
      .where(
        and(
          eq(creditLedger.organisationId, organisationId),
          inArray(creditLedger.idempotencyKey, keys.slice(start, start + rowsPerInsert)),
        ),
      );
    for (const row of rows) if (row.idempotencyKey) earlier.set(row.idempotencyKey, row);
  }
  const fresh = new Map<string, BatchSpendItem>();
  for (const item of input.items) {
    if (!earlier.has(item.idempotencyKey) && !fresh.has(item.idempotencyKey)) fresh.set(item.idempotencyKey, item);
  }
  const written = new Map<string, SpendResult>();
  if (fresh.size > 0) {
    const { expired, open, balance } = await lockLotsWithCredits(tx, organisationId, now);
    await writeExpiries(tx, organisationId, expired, balance, now);
    const allowanceLeft = await allowanceLeftOf(tx, userId);
    const total = [...fresh.values()].reduce((sum, item) => sum + item.amount, 0);
    const available = Math.min(balance, allowanceLeft);
    if (total > available) throw notEnoughCredits(total, available);

    const remaining = new Map(open.map((lot) => [lot.id, lot.remaining]));
    const entries: (typeof creditLedger.$inferInsert)[] = [];
    const draws: { ledgerEntryId: string; lotId: string; amount: number }[] = [];
    let running = balance;
    for (const item of fresh.values()) {
      const id = randomUUID();
      running -= item.amount;
      entries.push({
        id,
        organisationId,
        kind: 'spend',
        amount: -item.amount,
        balanceAfter: running,
        reason: item.reason,
        userId,
        idempotencyKey: item.idempotencyKey,
        details: {},
        createdAt: now,
      });
      let left = item.amount;
      for (const lot of open) {
        if (left === 0) break;
        const take = Math.min(left, remaining.get(lot.id) ?? 0);
        if (take === 0) continue;
        remaining.set(lot.id, (remaining.get(lot.id) ?? 0) - take);
        draws.push({ ledgerEntryId: id, lotId: lot.id, amount: take });
        left -= take;
      }
      if (left > 0) throw new Error(`credit lots of ${organisationId} hold less than the balance said`);
      written.set(item.idempotencyKey, { entryId: id, amount: item.amount, balance: running, isNew: true });
    }
    for (let start = 0; start < entries.length; start += rowsPerInsert) {
      await tx.insert(creditLedger).values(entries.slice(start, start + rowsPerInsert));
    }
    const last = entries.at(-1);
    if (last?.id) {
      await recordCreditsLowIfCrossed(tx, { organisationId, before: balance, after: running, entryId: last.id, now });
    }
    for (let start = 0; start < draws.length; start += rowsPerInsert) {
      await tx.insert(creditLotDraws).values(draws.slice(start, start + rowsPerInsert));
    }
    for (const lot of open) {
      const left = remaining.get(lot.id) ?? lot.remaining;
      if (left !== lot.remaining) await tx.update(creditLots).set({ remaining: left }).where(eq(creditLots.id, lot.id));
    }
    await tx
      .insert(creditAllowances)
      .values({ userId, organisationId, used: total, updatedAt: now })
      .onConflictDoUpdate({
        target: creditAllowances.userId,
        set: { used: sql`${creditAllowances.used} + ${total}`, updatedAt: now },
      });
  }
  const answered = new Set<string>();
  return input.items.map((item) => {
    const before = earlier.get(item.idempotencyKey);
    if (before) return { entryId: before.id, amount: -before.amount, balance: before.balanceAfter, isNew: false };
    const result = written.get(item.idempotencyKey);
    if (!result) throw new Error('a batch item has no result');
    // Only the first item with a key spends; a repeat of it in the same batch is answered by it.
    const isFirst = !answered.has(item.idempotencyKey);
    answered.add(item.idempotencyKey);
    return isFirst ? result : { ...result, isNew: false };
  });
}
