import { api } from '../../../api/api-slice.ts';

/** The shared API with the cache tags of the send queue and of what its filters list. */
export const communicationApi = api.enhanceEndpoints({
  addTagTypes: ['UpcomingEmail', 'UpcomingFilterSource'],
});
