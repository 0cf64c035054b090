import { api } from '../../../api/api-slice.ts';

/** The shared API with the cache tags of campaigns and of what the builder reads. */
export const campaignsApi = api.enhanceEndpoints({
  addTagTypes: ['Campaign', 'CampaignList', 'CampaignSources'],
});
