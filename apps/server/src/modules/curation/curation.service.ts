import type { CuratedPerson, CuratePersonBody, CuratePersonReply } from '@leadpilot/contracts';
import type { Database } from '../../db/client.ts';
import type { Actor } from '../../platform/auth/actor.ts';
import type { Clock } from '../../platform/clock.ts';
import { findCuratedPeople, saveCuratedPerson } from '../people/index.ts';
import { toCuratedPerson } from './curated-person-view.ts';

const outcomeMessages = {
  created: (name: string) => `Added ${name}.`,
  updated: (name: string) => `Saved the corrections to ${name}.`,
  unchanged: (name: string) => `Nothing to change: ${name} already reads like this.`,
};

/** Super-admin curation of the prospect data: look people up, add and correct them (audited). */
export function createCurationService(deps: { db: Database; clock: Clock }) {
  const { db, clock } = deps;
  return {
    async findPeople(query: string): Promise<CuratedPerson[]> {
      const found = await findCuratedPeople(db, query);
      return found.map(({ person, company }) => toCuratedPerson(person, company));
    },

    async savePerson(actor: Actor, body: CuratePersonBody): Promise<CuratePersonReply> {
      const result = await saveCuratedPerson(db, actor, body, clock.now());
      return {
        message: outcomeMessages[result.outcome](result.person.fullName),
        data: {
          outcome: result.outcome,
          changedFields: result.changes.map((change) => change.field),
          person: toCuratedPerson(result.person, result.company),
        },
      };
    },
  };
}
export type CurationService = ReturnType<typeof createCurationService>;
