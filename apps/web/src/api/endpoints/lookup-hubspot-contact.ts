import { dataReplySchema, type HubspotContactLookup, hubspotContactLookupSchema } from '@leadpilot/contracts';
import type { z } from 'zod';
import { api } from '../api-slice.ts';

const lookupReplySchema = dataReplySchema(hubspotContactLookupSchema);

const lookupHubspotContactApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** `GET crm/hubspot/contact?email=`: is the prospect already a HubSpot contact, or a customer? */
    lookupHubspotContact: build.query<HubspotContactLookup, string>({
      query: (email) => ({ path: 'v1/crm/hubspot/contact', query: { email } }),
      rawResponseSchema: lookupReplySchema,
      transformResponse: (reply: z.infer<typeof lookupReplySchema>) => reply.data,
    }),
  }),
});

export const { useLookupHubspotContactQuery } = lookupHubspotContactApi;
