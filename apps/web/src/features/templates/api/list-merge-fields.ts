import { dataReplySchema, type MergeField, mergeFieldSchema } from '@leadpilot/contracts';
import { z } from 'zod';
import { templatesApi } from './templates-api.ts';

const mergeFieldsReplySchema = dataReplySchema(z.array(mergeFieldSchema));

const listMergeFieldsApi = templatesApi.injectEndpoints({
  endpoints: (build) => ({
    /** Every merge field a template may use: the built-in ones and the organisation's custom fields. */
    listMergeFields: build.query<MergeField[], void>({
      query: () => ({ path: 'v1/emailtemplate/fields' }),
      rawResponseSchema: mergeFieldsReplySchema,
      transformResponse: (reply: z.infer<typeof mergeFieldsReplySchema>) => reply.data,
      providesTags: ['MergeField', 'CustomField'],
    }),
  }),
});

export const { useListMergeFieldsQuery } = listMergeFieldsApi;
