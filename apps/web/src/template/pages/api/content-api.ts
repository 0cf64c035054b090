import { templateApi } from '../../api/template-api.ts';
import type { PricingReply, ProfileReply } from '../../mocks/types.ts';

/** The profile and pricing pages' data. */
const contentApi = templateApi.injectEndpoints({
  endpoints: (build) => ({
    getProfile: build.query<ProfileReply, void>({ query: () => 'profile/data' }),
    getPricing: build.query<PricingReply, void>({ query: () => 'pricing/data' }),
  }),
});

export const { useGetProfileQuery, useGetPricingQuery } = contentApi;
