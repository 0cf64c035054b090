import {
  type PageQuery,
  type PersonSummary,
  peopleSelectionLimit,
  type RevealListResult,
  type RevealSearchResult,
  type SavedList,
  type SearchSelection,
} from '@leadpilot/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { savedListPeople, savedLists } from '../../db/schema.ts';
import type { Actor } from '../../platform/auth/actor.ts';
import type { Clock } from '../../platform/clock.ts';
import { lockOrganisation } from '../credits/index.ts';
import { toPersonSummary } from '../people/index.ts';
import {
  emptySelection,
  listNameTaken,
  revealCostChanged,
  selectionRevealCostChanged,
  unknownPeople,
} from './contacts.errors.ts';
import { listCsv } from './list-csv.ts';
import { loadPersonRecords } from './person-records.ts';
import { revealCost, revealPeople, unrevealedOf } from './reveal-people.ts';
import {
  allListPersonIds,
  existingPersonIds,
  findList,
  listPersonIds,
  listSummaries,
  listSummary,
  revealTargets,
} from './saved-lists.repository.ts';

const peopleText = (count: number) => `${count.toLocaleString('en-US')} ${count === 1 ? 'person' : 'people'}`;
const creditsText = (count: number) => `${count.toLocaleString('en-US')} ${count === 1 ? 'credit' : 'credits'}`;

/** Saved lists of people: tenant data, so every query is scoped by the actor's organisation. */
export function createSavedListService(deps: { db: Database; clock: Clock }) {
  const { db, clock } = deps;

  /**
   * Reveals those of `ids` the organisation has not revealed, at the cost the caller confirmed (a
   * different one throws `costChanged`), in the caller's transaction with the organisation locked;
   * null when everyone is revealed already.
   */
  async function revealAtConfirmedCost(
    tx: Database,
    actor: Actor,
    ids: string[],
    expectedCredits: number,
    costChanged: (cost: number) => Error,
  ) {
    const unrevealed = await unrevealedOf(tx, actor.organisationId, ids);
    if (unrevealed.size === 0) return null;
    const targets = await revealTargets(
      tx,
      ids.filter((id) => unrevealed.has(id)),
    );
    const cost = revealCost(targets);
    if (cost !== expectedCredits) throw costChanged(cost);
    return revealPeople(tx, {
      organisationId: actor.organisationId,
      userId: actor.userId,
      people: targets,
      now: clock.now(),
    });
  }

  return {
    list(actor: Actor): Promise<SavedList[]> {
      return listSummaries(db, actor.organisationId);
    },

    async create(actor: Actor, body: { name: string }) {
      const now = clock.now();
      try {
        const [row] = await db
          .insert(savedLists)
          .values({
            organisationId: actor.organisationId,
            name: body.name,
            createdBy: actor.userId,
            createdAt: now,
            updatedAt: now,
          })
          .returning({ id: savedLists.id });
        if (!row) throw new Error('saved list insert returned nothing');
        return {
          message: `Created the list “${body.name}”.`,
          data: await listSummary(db, actor.organisationId, row.id),
        };
      } catch (error) {
        if (isUniqueViolation(error)) throw listNameTaken();
        throw error;
      }
    },

    /** Adds people (already there: fine); ids that name nobody answer 400 and add no one. */
    async addPeople(actor: Actor, listId: string, personIds: string[]) {
      const ids = [...new Set(personIds)];
      const added = await db.transaction(async (tx) => {
        const list = await findList(tx, actor.organisationId, listId, { lock: true });
        const existing = await existingPersonIds(tx, ids);
        if (existing.size < ids.length) throw unknownPeople(ids.length - existing.size);
        const now = clock.now();
        const inserted = await tx
          .insert(savedListPeople)
          .values(ids.map((personId) => ({ listId: list.id, personId, addedAt: now })))
          .onConflictDoNothing()
          .returning({ personId: savedListPeople.personId });
        if (inserted.length > 0) await tx.update(savedLists).set({ updatedAt: now }).where(eq(savedLists.id, list.id));
        return { list, count: inserted.length };
      });
      const message =
        added.count === 0
          ? `${ids.length === 1 ? 'This person is' : 'These people are'} already on “${added.list.name}”.`
          : `Added ${peopleText(added.count)} to “${added.list.name}”.`;
      return { message, data: await listSummary(db, actor.organisationId, listId) };
    },

    /**
     * A whole search as a selection (its people, in order, at most `peopleSelectionLimit`): how many,
     * how many are not revealed yet and what revealing them would cost, by the same rules as a reveal.
     */
    async selectionSummary(actor: Actor, selection: { ids: string[]; isCapped: boolean }): Promise<SearchSelection> {
      const unrevealed = await unrevealedOf(db, actor.organisationId, selection.ids);
      const targets = await revealTargets(
        db,
        selection.ids.filter((id) => unrevealed.has(id)),
      );
      return {
        count: selection.ids.length,
        maximum: peopleSelectionLimit,
        isCapped: selection.isCapped,
        unrevealedCount: unrevealed.size,
        revealCredits: revealCost(targets),
      };
    },

    /**
     * Reveals the people of a whole search (at most `peopleSelectionLimit`) the organisation has not
     * revealed, at the cost the caller confirmed: the organisation is locked, the cost counted again,
     * and a different one answers 409 with nothing spent. Each person is charged once per organisation
     * (`revealPeople`'s key), so a retried request charges nobody twice.
     */
    async revealSelection(
      actor: Actor,
      selection: { ids: string[] },
      body: { expectedCredits: number },
    ): Promise<{ message: string; data: RevealSearchResult }> {
      if (selection.ids.length === 0) throw emptySelection('reveal');
      return db.transaction(async (tx) => {
        await lockOrganisation(tx, actor.organisationId);
        const result = await revealAtConfirmedCost(
          tx,
          actor,
          selection.ids,
          body.expectedCredits,
          selectionRevealCostChanged,
        );
        if (!result) {
          return { message: 'Everyone in this selection is already revealed.', data: { revealed: 0, credits: 0 } };
        }
        return { message: `Revealed ${peopleText(result.revealed)} for ${creditsText(result.credits)}.`, data: result };
      });
    },

    /** Adds the people of a whole search (at most `peopleSelectionLimit`); a search with nobody answers 422. */
    async addSelection(actor: Actor, listId: string, selection: { ids: string[] }) {
      await findList(db, actor.organisationId, listId);
      if (selection.ids.length === 0) throw emptySelection();
      return this.addPeople(actor, listId, selection.ids);
    },

    async removePeople(actor: Actor, listId: string, personIds: string[]) {
      const removed = await db.transaction(async (tx) => {
        const list = await findList(tx, actor.organisationId, listId, { lock: true });
        const deleted = await tx
          .delete(savedListPeople)
          .where(and(eq(savedListPeople.listId, list.id), inArray(savedListPeople.personId, [...new Set(personIds)])))
          .returning({ personId: savedListPeople.personId });
        if (deleted.length > 0) {
          await tx.update(savedLists).set({ updatedAt: clock.now() }).where(eq(savedLists.id, list.id));
        }
        return { list, count: deleted.length };
      });
      const message =
        removed.count === 0
          ? `${personIds.length === 1 ? 'This person was' : 'These people were'} not on “${removed.list.name}”.`
          : `Removed ${peopleText(removed.count)} from “${removed.list.name}”.`;
      return { message, data: await listSummary(db, actor.organisationId, listId) };
    },

    async remove(actor: Actor, listId: string) {
      const list = await db.transaction(async (tx) => {
        const found = await findList(tx, actor.organisationId, listId, { lock: true });
        await tx.delete(savedLists).where(eq(savedLists.id, found.id));
        return found;
      });
      return { message: `Deleted the list “${list.name}”.`, data: { id: list.id } };
    },

    /** A page of the list's people, masked unless the organisation revealed them. */
    async people(actor: Actor, listId: string, query: PageQuery) {
      const list = await findList(db, actor.organisationId, listId);
      const { ids, total } = await listPersonIds(db, list.id, {
        q: query.q,
        limit: query.perPage,
        offset: (query.page - 1) * query.perPage,
      });
      const records = await loadPersonRecords(db, actor.organisationId, ids, clock.now());
      const data: PersonSummary[] = records.map(toPersonSummary);
      return { data, total, page: query.page, perPage: query.perPage };
    },

    /**
     * Reveals everyone on the list the organisation has not revealed, in one transaction: all or
     * nothing. The organisation lock is taken before the cost is counted, so the cost confirmed is
     * the cost charged; a different `expectedCredits` answers 409 and spends nothing. A list whose
     * people are all revealed costs nothing and answers 200, so a repeated request is harmless.
     */
    async reveal(actor: Actor, listId: string, body: { expectedCredits: number }) {
      return db.transaction(async (tx): Promise<{ message: string; data: RevealListResult }> => {
        const list = await findList(tx, actor.organisationId, listId);
        await lockOrganisation(tx, actor.organisationId);
        const ids = await allListPersonIds(tx, list.id);
        const result = await revealAtConfirmedCost(tx, actor, ids, body.expectedCredits, revealCostChanged);
        if (!result) {
          return {
            message: `Everyone on “${list.name}” is already revealed.`,
            data: { list: await listSummary(tx, actor.organisationId, list.id), revealed: 0, credits: 0 },
          };
        }
        return {
          message: `Revealed ${peopleText(result.revealed)} on “${list.name}” for ${creditsText(result.credits)}.`,
          data: { list: await listSummary(tx, actor.organisationId, list.id), ...result },
        };
      });
    },

    /** The list as CSV: full details of revealed people, masked email and phone for the others. */
    async exportCsv(actor: Actor, listId: string): Promise<{ name: string; csv: string }> {
      const list = await findList(db, actor.organisationId, listId);
      const ids = await allListPersonIds(db, list.id);
      const records = await loadPersonRecords(db, actor.organisationId, ids, clock.now());
      return { name: list.name, csv: listCsv(records) };
    },
  };
}
export type SavedListService = ReturnType<typeof createSavedListService>;
