/** Read side of the credit ledger: balance, plan, lots, history pages and the CSV export rows. */
import {
  type CreditHistoryQuery,
  type CreditSummary,
  type LedgerEntry,
  lowBalanceThreshold,
  type PlanId,
  planIds,
  planRank,
} from '@leadpilot/contracts';
import { aliasedTable, and, asc, count, desc, eq, gt, gte, lt, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { creditAllowances, creditLedger, creditLots, organisations, users } from '../../db/schema.ts';
import { days } from '../../platform/clock.ts';
import { spendableBalance } from './credit-ledger.ts';

const member = aliasedTable(users, 'member');

/** The highest plan among unexpired purchases; Basic (for gating) when there is none. */
export async function planOf(db: Database, organisationId: string, now: Date) {
  const rows = await db
    .selectDistinct({ planId: creditLots.planId })
    .from(creditLots)
    .where(
      and(
        eq(creditLots.organisationId, organisationId),
        eq(creditLots.source, 'purchase'),
        gt(creditLots.expiresAt, now),
      ),
    );
  const bought = rows.map((row) => row.planId).filter((id): id is PlanId => id !== null);
  const plan = bought.reduce<PlanId>((best, id) => (planRank(id) > planRank(best) ? id : best), planIds[0]);
  return { plan, hasPurchase: bought.length > 0 };
}

function historyFilters(organisationId: string, query: Omit<CreditHistoryQuery, 'page' | 'perPage'>) {
  const filters: SQL[] = [eq(creditLedger.organisationId, organisationId)];
  if (query.kind) filters.push(eq(creditLedger.kind, query.kind));
  if (query.from) filters.push(gte(creditLedger.createdAt, new Date(`${query.from}T00:00:00Z`)));
  if (query.to)
    filters.push(lt(creditLedger.createdAt, new Date(new Date(`${query.to}T00:00:00Z`).getTime() + days(1))));
  return and(...filters);
}

const entryColumns = {
  entry: creditLedger,
  userName: users.name,
  memberName: member.name,
};

function toEntry(row: { entry: typeof creditLedger.$inferSelect; userName: string | null; memberName: string | null }) {
  const { entry } = row;
  return {
    id: entry.id,
    kind: entry.kind,
    amount: entry.amount,
    balanceAfter: entry.balanceAfter,
    reason: entry.reason,
    user: entry.userId && row.userName !== null ? { id: entry.userId, name: row.userName } : null,
    member: entry.memberId && row.memberName !== null ? { id: entry.memberId, name: row.memberName } : null,
    createdAt: entry.createdAt.toISOString(),
  } satisfies LedgerEntry;
}

/** Ledger rows newest first; `limit` caps the export. */
export async function historyRows(
  db: Database,
  organisationId: string,
  query: Omit<CreditHistoryQuery, 'page' | 'perPage'>,
  page: { limit: number; offset: number },
) {
  const rows = await db
    .select(entryColumns)
    .from(creditLedger)
    .leftJoin(users, eq(users.id, creditLedger.userId))
    .leftJoin(member, eq(member.id, creditLedger.memberId))
    .where(historyFilters(organisationId, query))
    .orderBy(desc(creditLedger.sequence))
    .limit(page.limit)
    .offset(page.offset);
  return rows.map(toEntry);
}

export async function creditSummary(
  db: Database,
  input: { organisationId: string; userId: string | null; now: Date; query: CreditHistoryQuery },
): Promise<CreditSummary> {
  const { organisationId, now, query } = input;
  const [balance, plan, lots, totalRow, entries, allowance, organisation] = await Promise.all([
    spendableBalance(db, organisationId, now),
    planOf(db, organisationId, now),
    db
      .select()
      .from(creditLots)
      .where(and(eq(creditLots.organisationId, organisationId), gt(creditLots.expiresAt, now)))
      .orderBy(asc(creditLots.expiresAt), asc(creditLots.sequence)),
    db.select({ value: count() }).from(creditLedger).where(historyFilters(organisationId, query)),
    historyRows(db, organisationId, query, { limit: query.perPage, offset: (query.page - 1) * query.perPage }),
    input.userId
      ? db.select().from(creditAllowances).where(eq(creditAllowances.userId, input.userId))
      : Promise.resolve([]),
    db.select({ name: organisations.name }).from(organisations).where(eq(organisations.id, organisationId)),
  ]);
  const soon = now.getTime() + days(30);
  const mine = allowance[0];
  return {
    organisationId,
    organisationName: organisation[0]?.name ?? '',
    balance,
    plan: plan.plan,
    hasPurchase: plan.hasPurchase,
    isLowBalance: balance < lowBalanceThreshold,
    expiringSoon: lots.filter((lot) => lot.expiresAt.getTime() <= soon).reduce((sum, lot) => sum + lot.remaining, 0),
    lots: lots.map((lot) => ({
      id: lot.id,
      source: lot.source,
      planId: lot.planId,
      granted: lot.granted,
      remaining: lot.remaining,
      expiresAt: lot.expiresAt.toISOString(),
      createdAt: lot.createdAt.toISOString(),
    })),
    myAllowance:
      mine && mine.allowance !== null ? { userId: mine.userId, allowance: mine.allowance, used: mine.used } : null,
    history: { data: entries, total: totalRow[0]?.value ?? 0, page: query.page, perPage: query.perPage },
  };
}
