import type { CompanyDetail, PersonDetail, PersonSummary } from '@leadpilot/contracts';
import type { Database } from '../../db/client.ts';
import type { Actor } from '../../platform/auth/actor.ts';
import type { Clock } from '../../platform/clock.ts';
import { findCompanyDetail, toPersonDetail, toPersonSummary } from '../people/index.ts';
import { personNotFound, revealFirst } from './contacts.errors.ts';
import { loadPersonRecord } from './person-records.ts';
import { revealPeople, toRevealTarget } from './reveal-people.ts';

export function createContactService(deps: { db: Database; clock: Clock }) {
  const { db, clock } = deps;

  async function recordOf(actor: Actor, personId: string) {
    const record = await loadPersonRecord(db, actor.organisationId, personId, clock.now());
    if (!record) throw personNotFound();
    return record;
  }

  return {
    /** The person with email and phone masked unless the actor's organisation revealed them; free. */
    async partial(actor: Actor, personId: string): Promise<PersonSummary> {
      return toPersonSummary(await recordOf(actor, personId));
    },

    /**
     * Reveals the person for the actor's organisation: the first reveal spends `revealContact`
     * credits, every later one (by anyone in the organisation, at the same moment or not) is free.
     */
    async open(actor: Actor, personId: string): Promise<PersonDetail> {
      const before = await recordOf(actor, personId);
      if (!before.revealedAt) {
        await db.transaction((tx) =>
          revealPeople(tx, {
            organisationId: actor.organisationId,
            userId: actor.userId,
            people: [toRevealTarget(before)],
            now: clock.now(),
          }),
        );
      }
      const record = before.revealedAt ? before : await recordOf(actor, personId);
      const { revealedAt } = record;
      if (!revealedAt) throw new Error(`person ${personId} is not revealed after revealing it`);
      return toPersonDetail({ ...record, revealedAt });
    },

    /** The full record, for an organisation that revealed the person; 422 otherwise. */
    async detail(actor: Actor, personId: string): Promise<PersonDetail> {
      const record = await recordOf(actor, personId);
      const { revealedAt } = record;
      if (!revealedAt) throw revealFirst();
      return toPersonDetail({ ...record, revealedAt });
    },

    /** A company with its directors and key people (platform data: the same for every organisation). */
    company(companyId: string): Promise<CompanyDetail> {
      return findCompanyDetail(db, companyId);
    },
  };
}
export type ContactService = ReturnType<typeof createContactService>;
