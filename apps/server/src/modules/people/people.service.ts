import {
  type CampaignFilterOptions,
  intentFiltersMinimumPlan,
  intentFiltersPlanMessage,
  type PeopleSearchReply,
  type peopleSearchBodySchema,
  peopleSearchMaxPage,
  peopleSelectionLimit,
  planRank,
  prospectFilterEnumOptions,
  type searchSelectionBodySchema,
  surgingIntentScore,
} from '@leadpilot/contracts';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import type { Actor } from '../../platform/auth/actor.ts';
import type { Clock } from '../../platform/clock.ts';
import { planOf } from '../credits/index.ts';
import { type FilterValues, loadFilterValues } from './filter-values.ts';
import { intentNeedsStartupPlan, pageBeyondReach, pageWithCursor } from './people.errors.ts';
import { peopleFilterConditions, textQuery, whereClause } from './people-filter-sql.ts';
import { searchFacets } from './search-facets.ts';
import { type PageRequest, pageCountsMatches, searchPage } from './search-page.ts';
import { searchResults } from './search-results.ts';
import { exactTotalLimit, searchTotal } from './search-total.ts';
import { prefixCompletions } from './search-words.ts';
import { intentWindowStart } from './surging-intent.ts';
import { relevanceRank } from './title-search-sql.ts';

export type PeopleSearchInput = z.output<typeof peopleSearchBodySchema>;
export type SearchSelectionInput = z.output<typeof searchSelectionBodySchema>;

export interface PeopleServiceOptions {
  db: Database;
  clock: Clock;
  /** Above this many matches the total is the planner's estimate (tests lower it). */
  exactTotalLimit?: number;
  /** How long the filter values found in the data are reused. */
  filterValuesTtlMs?: number;
}

export function createPeopleService(options: PeopleServiceOptions) {
  const { db, clock } = options;
  const totalLimit = options.exactTotalLimit ?? exactTotalLimit;
  const valuesTtl = options.filterValuesTtlMs ?? 5 * 60_000;
  let cachedValues: { values: Promise<FilterValues>; loadedAt: number } | null = null;

  /** Buying intent looks this far back: observations from this date on count. */
  const intentSince = () => intentWindowStart(clock.now());
  const canUseIntent = async (organisationId: string) =>
    planRank((await planOf(db, organisationId, clock.now())).plan) >= planRank(intentFiltersMinimumPlan);

  function filterValues(): Promise<FilterValues> {
    const now = clock.now().getTime();
    if (!cachedValues || now - cachedValues.loadedAt > valuesTtl) {
      const values = loadFilterValues(db);
      cachedValues = { values, loadedAt: now };
      values.catch(() => {
        cachedValues = null;
      });
    }
    return cachedValues.values;
  }

  return {
    /**
     * People search: filters, keyset pages, a total and facets. Buying-intent filters answer 422 below
     * the Startup plan; contact details stay masked unless the actor's organisation revealed them.
     */
    async search(actor: Actor, body: PeopleSearchInput): Promise<PeopleSearchReply> {
      if (body.page !== undefined && body.cursor !== undefined) throw pageWithCursor();
      const maxPage = peopleSearchMaxPage(body.perPage);
      if (body.page !== undefined && body.page > maxPage) throw pageBeyondReach(maxPage);
      if (body.intent && !(await canUseIntent(actor.organisationId))) throw intentNeedsStartupPlan();
      const completions = await prefixCompletions(db, body.q);
      const context = { intentSince: intentSince(), completions, organisationId: actor.organisationId };
      const conditions = peopleFilterConditions(body, context);
      const request: PageRequest = {
        conditions,
        query: textQuery(body.q, completions),
        rank: relevanceRank(body.q, body.titles, completions),
        sort: body.sort,
        cursor: body.cursor,
        perPage: body.perPage,
        offset: body.page ? (body.page - 1) * body.perPage : 0,
      };
      // Facets, and a total the page query does not count, need nothing of the page: they start with it.
      const facetCounts = settled(body.includeFacets ? searchFacets(db, body, context) : Promise.resolve(null));
      const separateTotal = pageCountsMatches(request)
        ? null
        : settled(searchTotal(db, whereClause(conditions), totalLimit));
      const page = await searchPage(db, request);
      const [data, total, facets] = await Promise.all([
        searchResults(db, { ids: page.ids, organisationId: actor.organisationId, intentSince: context.intentSince }),
        separateTotal ?? searchTotal(db, whereClause(conditions), totalLimit, page.matches),
        facetCounts,
      ]);
      return { data, nextCursor: page.nextCursor, total, facets };
    },

    /**
     * The people a whole search selects, in its order: at most `peopleSelectionLimit`, and whether
     * it has more. The same gate as the search (intent filters need the Startup plan).
     */
    async selectionIds(actor: Actor, body: SearchSelectionInput): Promise<{ ids: string[]; isCapped: boolean }> {
      if (body.intent && !(await canUseIntent(actor.organisationId))) throw intentNeedsStartupPlan();
      const completions = await prefixCompletions(db, body.q);
      const page = await searchPage(db, {
        conditions: peopleFilterConditions(body, {
          intentSince: intentSince(),
          completions,
          organisationId: actor.organisationId,
        }),
        query: textQuery(body.q, completions),
        rank: relevanceRank(body.q, body.titles, completions),
        sort: body.sort,
        cursor: undefined,
        perPage: peopleSelectionLimit,
      });
      return { ids: page.ids, isCapped: page.nextCursor !== null };
    },

    /** What the audience builder offers: labelled enums, the values in the data, and the intent gate. */
    async filterOptions(actor: Actor): Promise<CampaignFilterOptions> {
      const [values, isAllowed] = await Promise.all([filterValues(), canUseIntent(actor.organisationId)]);
      const regionNames = new Intl.DisplayNames(['en'], { type: 'region' });
      return {
        ...prospectFilterEnumOptions,
        industries: values.industries,
        technologies: values.technologies,
        countries: values.countries
          .map((code) => ({ value: code, label: regionNames.of(code) ?? code }))
          .sort((a, b) => a.label.localeCompare(b.label, 'en')),
        intent: {
          topics: values.intentTopics,
          isAllowed,
          minimumPlan: intentFiltersMinimumPlan,
          message: isAllowed ? null : intentFiltersPlanMessage,
          defaultMinScore: surgingIntentScore,
        },
      };
    },
  };
}
export type PeopleService = ReturnType<typeof createPeopleService>;

/**
 * The promise itself, marked as handled: awaited later it still throws, but when an earlier
 * statement fails first and it is never awaited, its failure is not an unhandled rejection.
 */
function settled<T>(promise: Promise<T>): Promise<T> {
  promise.catch(() => undefined);
  return promise;
}
