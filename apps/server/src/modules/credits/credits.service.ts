import { randomUUID } from 'node:crypto';
import type {
  AdminCreditBody,
  CreditHistoryQuery,
  CreditSummary,
  MemberAllowance,
  MemberCreditBody,
} from '@leadpilot/contracts';
import { and, eq, gt, lte } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { creditAllowances, creditLots, organisations, users } from '../../db/schema.ts';
import type { Actor } from '../../platform/auth/actor.ts';
import type { Clock } from '../../platform/clock.ts';
import { notFound } from '../../platform/errors.ts';
import { recordAudit } from '../audit/index.ts';
import { expireDueLots, lockOrganisation } from './credit-ledger.ts';
import { creditSummary, historyRows, planOf } from './credit-reads.ts';
import { adjustCredits, type SpendResult, setAllowance, spendCredits } from './credit-spends.ts';
import { ledgerCsv } from './ledger-csv.ts';

/** The most rows one CSV export holds. */
const exportLimit = 100_000;

export function createCreditService(deps: { db: Database; clock: Clock }) {
  const { db, clock } = deps;

  return {
    /**
     * Spends credits for the actor (revealing a contact, enriching a row, AI work). The same
     * idempotency key spends once; too few credits answer 422 "Not enough credits: need N, you have M".
     */
    spend(
      actor: Pick<Actor, 'organisationId' | 'userId'>,
      amount: number,
      reason: string,
      idempotencyKey: string,
    ): Promise<SpendResult> {
      if (!Number.isInteger(amount) || amount <= 0)
        throw new Error(`spend amount must be a positive integer: ${amount}`);
      return db.transaction((tx) =>
        spendCredits(tx, {
          organisationId: actor.organisationId,
          userId: actor.userId,
          amount,
          reason,
          idempotencyKey,
          now: clock.now(),
        }),
      );
    },

    /** The organisation's plan for gating features ("from the Startup plan up"). */
    planOf(organisationId: string) {
      return planOf(db, organisationId, clock.now());
    },

    summary(actor: Actor, query: CreditHistoryQuery): Promise<CreditSummary> {
      return creditSummary(db, {
        organisationId: actor.organisationId,
        userId: actor.userId,
        now: clock.now(),
        query,
      });
    },

    async exportCsv(actor: Actor, query: Omit<CreditHistoryQuery, 'page' | 'perPage'>): Promise<string> {
      const rows = await historyRows(db, actor.organisationId, query, { limit: exportLimit, offset: 0 });
      return ledgerCsv(rows);
    },

    async allowances(actor: Actor): Promise<MemberAllowance[]> {
      const rows = await db
        .select()
        .from(creditAllowances)
        .where(eq(creditAllowances.organisationId, actor.organisationId));
      return rows.map((row) => ({ userId: row.userId, allowance: row.allowance, used: row.used }));
    },

    async setAllowance(actor: Actor, body: MemberCreditBody) {
      const [target] = await db
        .select({ id: users.id, name: users.name })
        .from(users)
        .where(and(eq(users.id, body.userId), eq(users.organisationId, actor.organisationId)));
      if (!target) throw notFound('This member');
      const data = await db.transaction(async (tx) => {
        const allowance = await setAllowance(tx, {
          organisationId: actor.organisationId,
          actorUserId: actor.userId,
          memberId: target.id,
          memberName: target.name,
          allowance: body.credit,
          now: clock.now(),
        });
        await recordAudit(tx, {
          organisationId: actor.organisationId,
          actorUserId: actor.userId,
          action: 'credits.allowance_set',
          targetType: 'user',
          targetId: target.id,
          details: { allowance: body.credit },
        });
        return allowance;
      });
      const message =
        body.credit === null
          ? `${target.name} can now spend from the organisation’s balance without a limit.`
          : `${target.name} can now spend up to ${body.credit.toLocaleString('en-US')} credits.`;
      return { message, data };
    },

    async adminSummary(organisationId: string, query: CreditHistoryQuery): Promise<CreditSummary> {
      const [organisation] = await db
        .select({ id: organisations.id })
        .from(organisations)
        .where(eq(organisations.id, organisationId));
      if (!organisation) throw notFound('This organisation');
      return creditSummary(db, { organisationId, userId: null, now: clock.now(), query });
    },

    async adminAdjust(actor: Actor, body: AdminCreditBody) {
      const [organisation] = await db
        .select({ id: organisations.id, name: organisations.name })
        .from(organisations)
        .where(eq(organisations.id, body.organisationId));
      if (!organisation) throw notFound('This organisation');
      const result = await db.transaction(async (tx) => {
        const adjusted = await adjustCredits(tx, {
          organisationId: organisation.id,
          adminUserId: actor.userId,
          credits: body.credits,
          reason: body.reason,
          now: clock.now(),
          idempotencyKey: `admin:${randomUUID()}`,
        });
        await recordAudit(tx, {
          organisationId: organisation.id,
          actorUserId: actor.userId,
          action: 'sadmin.credits_adjusted',
          targetType: 'organisation',
          targetId: organisation.id,
          details: { credits: body.credits, reason: body.reason },
        });
        return adjusted;
      });
      const verb = body.credits > 0 ? 'Added' : 'Removed';
      return {
        message: `${verb} ${Math.abs(body.credits).toLocaleString('en-US')} credits ${body.credits > 0 ? 'to' : 'from'} ${organisation.name}.`,
        data: { organisationId: organisation.id, balance: result.balance },
      };
    },

    /** The scheduled job: writes expiry rows for every organisation with lots past their year. */
    async expireAll(): Promise<number> {
      const now = clock.now();
      const due = await db
        .selectDistinct({ organisationId: creditLots.organisationId })
        .from(creditLots)
        .where(and(gt(creditLots.remaining, 0), lte(creditLots.expiresAt, now)));
      let expired = 0;
      for (const { organisationId } of due) {
        expired += await db.transaction(async (tx) => {
          await lockOrganisation(tx, organisationId);
          return expireDueLots(tx, organisationId, now);
        });
      }
      return expired;
    },
  };
}
export type CreditService = ReturnType<typeof createCreditService>;
