import { type TemplateVisibility, templateListReplySchema } from '@leadpilot/contracts';
import type { z } from 'zod';
import { templatesApi } from './templates-api.ts';

export type TemplatePage = z.infer<typeof templateListReplySchema>;

export interface TemplateListArguments {
  q?: string;
  folder?: string;
  tag?: string;
  visibility?: TemplateVisibility;
  page: number;
  perPage: number;
}

const listTemplatesApi = templatesApi.injectEndpoints({
  endpoints: (build) => ({
    /** One page of templates the member may see, with the folders and tags in use for the filters. */
    listTemplates: build.query<TemplatePage, TemplateListArguments>({
      query: (query) => ({ path: 'v1/emailtemplate', query: { ...query } }),
      rawResponseSchema: templateListReplySchema,
      providesTags: ['Template'],
    }),
  }),
});

export const { useListTemplatesQuery } = listTemplatesApi;
