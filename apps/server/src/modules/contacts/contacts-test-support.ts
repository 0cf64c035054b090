import type { LoginReply } from '@leadpilot/contracts';
import type { TestContext } from '../../../test/harness.ts';
import { actorFor, signInSuperAdmin } from '../credits/credits-test-support.ts';
import { generateProspects, insertProspects } from '../people/index.ts';

export interface SeededPerson {
  id: string;
  fullName: string;
  email: string | null;
  phone: string | null;
  companyId: string | null;
  companyName: string;
}

/** Inserts `count` generated people (with their companies) and returns them in insertion order. */
export async function seedPeople(context: TestContext, count: number, seed = 'contacts'): Promise<SeededPerson[]> {
  await insertProspects(context.db, generateProspects({ seed, people: count, asOf: context.clock.now() }));
  return context.database.query<SeededPerson>(
    `select p.id, p.full_name as "fullName", p.email, p.phone, p.company_id as "companyId",
            coalesce(c.name, p.company_name) as "companyName"
       from people p left join companies c on c.id = p.company_id order by p.sequence`,
  );
}

/** A new organisation whose owner holds `credits` (granted by the super-admin). */
export async function organisationWithCredits(
  context: TestContext,
  credits: number,
): Promise<LoginReply & { email: string; password: string }> {
  const owner = await context.signup();
  if (credits > 0) {
    const root = await signInSuperAdmin(context);
    await context.app.services.credits.adminAdjust(actorFor(root), {
      organisationId: owner.userData.organisation.id,
      credits,
      reason: 'Contacts test',
    });
  }
  return owner;
}

/** The organisation's spendable balance, straight from its lots. */
export async function balanceOf(context: TestContext, organisationId: string): Promise<number> {
  const [row] = await context.database.query<{ balance: number }>(
    `select coalesce(sum(remaining), 0)::int as balance from credit_lots where organisation_id = $1`,
    [organisationId],
  );
  return row?.balance ?? Number.NaN;
}

/** The organisation's reveal spends in the ledger: how many rows and how many credits. */
export async function revealSpends(context: TestContext, organisationId: string) {
  const [row] = await context.database.query<{ rows: number; credits: number }>(
    `select count(*)::int as rows, coalesce(-sum(amount), 0)::int as credits
       from credit_ledger where organisation_id = $1 and idempotency_key like 'reveal:%'`,
    [organisationId],
  );
  return row ?? { rows: Number.NaN, credits: Number.NaN };
}

/** Texts that would give away a person's contact details: the full email, its local part, the phone in any spacing. */
export function contactSecretsOf(people: SeededPerson[]): string[] {
  return people.flatMap((person) => [
    ...(person.email
      ? [person.email.toLowerCase(), `${person.email.slice(0, person.email.indexOf('@'))}@`.toLowerCase()]
      : []),
    ...(person.phone ? [person.phone, person.phone.replace(/\D/g, ''), person.phone.replace(/\D/g, '').slice(-7)] : []),
  ]);
}
