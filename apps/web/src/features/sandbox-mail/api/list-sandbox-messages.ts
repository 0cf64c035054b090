import { pageReplySchema, sandboxMessageSummarySchema } from '@leadpilot/contracts';
import type { z } from 'zod';
import { api } from '../../../api/api-slice.ts';

const sandboxPageSchema = pageReplySchema(sandboxMessageSummarySchema);
export type SandboxPage = z.infer<typeof sandboxPageSchema>;

export interface SandboxListArguments {
  q?: string;
  page: number;
  perPage: number;
}

const listSandboxMessagesApi = api.injectEndpoints({
  endpoints: (build) => ({
    listSandboxMessages: build.query<SandboxPage, SandboxListArguments>({
      query: (query) => ({ path: 'v1/sandbox/messages', query: { ...query } }),
      rawResponseSchema: sandboxPageSchema,
      providesTags: ['SandboxMessage'],
    }),
  }),
});

export const { useListSandboxMessagesQuery } = listSandboxMessagesApi;
