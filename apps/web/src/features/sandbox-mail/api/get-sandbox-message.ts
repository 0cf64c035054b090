import { dataReplySchema, type SandboxMessage, sandboxMessageSchema } from '@leadpilot/contracts';
import type { z } from 'zod';
import { api } from '../../../api/api-slice.ts';

const sandboxMessageReplySchema = dataReplySchema(sandboxMessageSchema);

const getSandboxMessageApi = api.injectEndpoints({
  endpoints: (build) => ({
    getSandboxMessage: build.query<SandboxMessage, string>({
      query: (id) => ({ path: `v1/sandbox/messages/${encodeURIComponent(id)}` }),
      rawResponseSchema: sandboxMessageReplySchema,
      transformResponse: (reply: z.infer<typeof sandboxMessageReplySchema>) => reply.data,
      providesTags: (_result, _error, id) => [{ type: 'SandboxMessage', id }],
    }),
  }),
});

export const { useGetSandboxMessageQuery } = getSandboxMessageApi;
