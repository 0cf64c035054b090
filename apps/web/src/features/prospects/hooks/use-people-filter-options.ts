import { intentFiltersMinimumPlan, intentFiltersPlanMessage, planRank } from '@leadpilot/contracts';
import { creditHistoryPerPage, useGetCreditSummaryQuery } from '../../../api/endpoints/get-credit-summary.ts';
import { useGetCampaignFilterQuery } from '../api/get-campaign-filter.ts';
import type { KnownValues } from '../components/filter-options.ts';

/**
 * What the filter panel offers: the data's industries, countries and technologies, intent topics,
 * and whether the plan allows intent filters (from `campaign/filter`, else from the credit plan).
 */
export function usePeopleFilterOptions() {
  // Asked again each time the page opens: a plan bought meanwhile may unlock intent filters.
  const options = useGetCampaignFilterQuery(undefined, { refetchOnMountOrArgChange: true });
  // The same page as the Credits overview asks for, so the two share one cached reply.
  const credits = useGetCreditSummaryQuery({ page: 1, perPage: creditHistoryPerPage });
  const intent = options.data?.intent;
  const isIntentLocked = intent
    ? !intent.isAllowed
    : credits.data
      ? planRank(credits.data.plan) < planRank(intentFiltersMinimumPlan)
      : false;
  const knownValues: KnownValues = options.data
    ? {
        industries: options.data.industries.map((value) => ({ value, label: value })),
        technologies: options.data.technologies.map((value) => ({ value, label: value })),
        countries: options.data.countries,
      }
    : {};
  return {
    knownValues,
    intentTopics: intent?.topics ?? [],
    isIntentLocked,
    intentLockedMessage: intent?.message ?? intentFiltersPlanMessage,
    /** Whether the plan's access to intent filters is known yet (or cannot be). */
    isIntentAccessKnown: Boolean(intent || credits.data) || (options.isError && credits.isError),
  };
}
