import { dataReplySchema, type RenderedSamples, renderedSamplesSchema } from '@leadpilot/contracts';
import type { z } from 'zod';
import { templatesApi } from './templates-api.ts';

const samplesReplySchema = dataReplySchema(renderedSamplesSchema);

export interface ContactSamplesArguments {
  templateId: string;
  /** At most 5; without them the server picks the organisation's first revealed prospects. */
  personIds: string[];
}

const getContactSamplesApi = templatesApi.injectEndpoints({
  endpoints: (build) => ({
    /** A saved template rendered for a handful of real prospects, fields without a value marked. */
    getContactSamples: build.query<RenderedSamples, ContactSamplesArguments>({
      query: ({ templateId, personIds }) => ({
        path: 'v1/emailtemplate/contactsamples',
        query: { templateId, personIds: personIds.join(',') },
      }),
      rawResponseSchema: samplesReplySchema,
      transformResponse: (reply: z.infer<typeof samplesReplySchema>) => reply.data,
      providesTags: (_result, _error, { templateId }) => [{ type: 'Template', id: templateId }, 'CustomField'],
    }),
  }),
});

export const { useGetContactSamplesQuery } = getContactSamplesApi;
