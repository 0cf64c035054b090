/** Spending credits: one spend, many in one go, members' allowances and the super-admin's adjustments. */

import { randomUUID } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { creditAllowances, creditLedger, creditLotDraws, creditLots } from '../../db/schema.ts';
import { refused } from '../../platform/errors.ts';
import {
  appendEntry,
  drawFromLots,
  expireDueLots,
  findByKey,
  grantLot,
  lockLotsWithCredits,
  lockOrganisation,
  spendableBalance,
  writeExpiries,
} from './credit-ledger.ts';
import { recordCreditsLowIfCrossed } from './credits-low-event.ts';

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
