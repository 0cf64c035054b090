import { type CustomField, customFieldSchema, dataReplySchema } from '@leadpilot/contracts';
import { z } from 'zod';
import { templatesApi } from './templates-api.ts';

const customFieldsReplySchema = dataReplySchema(z.array(customFieldSchema));

const listCustomFieldsApi = templatesApi.injectEndpoints({
  endpoints: (build) => ({
    /** The organisation's custom merge fields, with how many templates use each. */
    listCustomFields: build.query<CustomField[], void>({
      query: () => ({ path: 'v1/organisation/customfields' }),
      rawResponseSchema: customFieldsReplySchema,
      transformResponse: (reply: z.infer<typeof customFieldsReplySchema>) => reply.data,
      providesTags: ['CustomField'],
    }),
  }),
});

export const { useListCustomFieldsQuery } = listCustomFieldsApi;
