import type { LoginReply } from '@leadpilot/contracts';
import type { TestContext } from '../../../test/harness.ts';
import { createActor } from '../../platform/auth/actor.ts';
import { ensureSuperAdmin } from '../../seed.ts';

/** The service-level actor of a signed-in user, for calling `credits.spend` as the app's features will. */
export function actorFor(reply: LoginReply) {
  return createActor({
    userId: reply.userData.id,
    organisationId: reply.userData.organisation.id,
    sessionId: 'test-session',
    role: reply.userData.role,
    isSuperAdmin: reply.userData.isSuperAdmin,
  });
}

/** Signs in the platform super-admin (created on first use). */
export async function signInSuperAdmin(context: TestContext): Promise<LoginReply> {
  await ensureSuperAdmin(context.db, 'root@leadpilot.test', 'root passphrase here');
  const login = await context.call<LoginReply>('POST', '/api/v1/login', {
    body: { email: 'root@leadpilot.test', password: 'root passphrase here' },
  });
  if (login.status !== 200) throw new Error(`super-admin sign-in failed: ${login.status}`);
  return login.body;
}

/** Sum of the organisation's ledger rows and of its lots' remaining credits, straight from the tables. */
export async function ledgerTotals(context: TestContext, organisationId: string) {
  const [row] = await context.database.query<{ ledger: number; lots: number }>(
    `select (select coalesce(sum(amount), 0)::int from credit_ledger where organisation_id = $1) as ledger,
            (select coalesce(sum(remaining), 0)::int from credit_lots where organisation_id = $1) as lots`,
    [organisationId],
  );
  return row ?? { ledger: Number.NaN, lots: Number.NaN };
}
