/**
 * Revealing people for an organisation: the one write path behind `opencontact` and a list's bulk
 * reveal. It runs inside the caller's transaction and starts by locking the organisation's row
 * (the lock every credit write takes), so two reveals of one organisation run one after the
 * other: the second sees the first's `contact_reveals` rows and spends nothing for them.
 */
import { isRevealFree, prospectCreditPrices } from '@leadpilot/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { contactReveals } from '../../db/schema.ts';
import {
  allowanceLeftOf,
  lockOrganisation,
  notEnoughCredits,
  spendableBalance,
  spendCreditsBatch,
} from '../credits/index.ts';

export interface PersonToReveal {
  id: string;
  fullName: string;
  companyName: string;
  /** An invalid email and no phone: revealed for nothing (`isRevealFree`). */
  isFree: boolean;
}

export interface RevealInput {
  organisationId: string;
  userId: string;
  people: PersonToReveal[];
  now: Date;
}

/** What a reveal needs of a person: the company shown is the company record's, or the name copied onto the person. */
export function toRevealTarget(record: {
  person: {
    id: string;
    fullName: string;
    companyName: string;
    emailStatus: 'verified' | 'risky' | 'invalid' | 'unknown';
    phone: string | null;
  };
  company: { name: string } | null;
}): PersonToReveal {
  return {
    id: record.person.id,
    fullName: record.person.fullName,
    companyName: record.company?.name ?? record.person.companyName,
    isFree: isRevealFree({ emailStatus: record.person.emailStatus, hasPhone: record.person.phone !== null }),
  };
}

/** What revealing these people costs: `revealContact` for each but the free ones. */
export const revealCost = (targets: readonly PersonToReveal[]) =>
  targets.filter((person) => !person.isFree).length * prospectCreditPrices.revealContact;

/** Rows per insert statement, well under PostgreSQL's limit of parameters per statement. */
const insertBatch = 1000;

/** The ledger key of one person's reveal: the same person is never charged twice to one organisation. */
export const revealKey = (personId: string) => `reveal:${personId}`;

/** The ledger's reason for a reveal: "Revealed Jane Doe (Acme)". */
export function revealReason(person: PersonToReveal): string {
  return person.companyName ? `Revealed ${person.fullName} (${person.companyName})` : `Revealed ${person.fullName}`;
}

/** Of `personIds`, those the organisation has not revealed (read under the organisation lock). */
export async function unrevealedOf(tx: Database, organisationId: string, personIds: string[]): Promise<Set<string>> {
  const ids = new Set(personIds);
  if (ids.size === 0) return ids;
  const revealed = await tx
    .select({ personId: contactReveals.personId })
    .from(contactReveals)
    .where(and(eq(contactReveals.organisationId, organisationId), inArray(contactReveals.personId, [...ids])));
  for (const row of revealed) ids.delete(row.personId);
  return ids;
}

/** What the member may spend now: the organisation's balance, capped by what is left of their allowance. */
async function spendableByMember(tx: Database, organisationId: string, userId: string, now: Date) {
  return Math.min(await spendableBalance(tx, organisationId, now), await allowanceLeftOf(tx, userId));
}

/**
 * Reveals the people the organisation has not revealed yet, spending `revealContact` credits for
 * each under the key `reveal:<personId>` (one batch of ledger rows); people revealed before, and
 * people with an invalid email and no phone, cost nothing (no ledger row). When the member cannot
 * pay for all of them, nothing is revealed: 422 "Not enough credits: need N, you have M".
 */
export async function revealPeople(tx: Database, input: RevealInput): Promise<{ revealed: number; credits: number }> {
  await lockOrganisation(tx, input.organisationId);
  const unrevealed = await unrevealedOf(
    tx,
    input.organisationId,
    input.people.map((person) => person.id),
  );
  const toReveal = input.people.filter((person) => unrevealed.delete(person.id));
  if (toReveal.length === 0) return { revealed: 0, credits: 0 };
  const price = prospectCreditPrices.revealContact;
  const charged = toReveal.filter((person) => !person.isFree);
  const cost = revealCost(toReveal);
  if (cost > 0) {
    const available = await spendableByMember(tx, input.organisationId, input.userId, input.now);
    if (cost > available) throw notEnoughCredits(cost, available);
  }
  const spent =
    charged.length === 0
      ? []
      : await spendCreditsBatch(tx, {
          organisationId: input.organisationId,
          userId: input.userId,
          now: input.now,
          items: charged.map((person) => ({
            amount: price,
            reason: revealReason(person),
            idempotencyKey: revealKey(person.id),
          })),
        });
  const chargedNow = new Map(charged.map((person, index) => [person.id, spent[index]?.isNew ? price : 0]));
  let credits = 0;
  const rows: (typeof contactReveals.$inferInsert)[] = toReveal.map((person) => {
    const paid = chargedNow.get(person.id) ?? 0;
    credits += paid;
    return {
      organisationId: input.organisationId,
      personId: person.id,
      revealedBy: input.userId,
      credits: paid,
      revealedAt: input.now,
    };
  });
  for (let start = 0; start < rows.length; start += insertBatch) {
    await tx
      .insert(contactReveals)
      .values(rows.slice(start, start + insertBatch))
      .onConflictDoNothing();
  }
  return { revealed: toReveal.length, credits };
}
