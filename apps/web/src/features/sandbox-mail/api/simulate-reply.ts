import { type SimulateReplyBody, sandboxMessageSummarySchema } from '@leadpilot/contracts';
import { z } from 'zod';
import { api } from '../../../api/api-slice.ts';

const simulateReplyReplySchema = z.object({ message: z.string(), data: sandboxMessageSummarySchema });

const simulateReplyApi = api.injectEndpoints({
  endpoints: (build) => ({
    simulateReply: build.mutation<z.infer<typeof simulateReplyReplySchema>, { id: string } & SimulateReplyBody>({
      query: ({ id, kind }) => ({
        path: `v1/sandbox/messages/${encodeURIComponent(id)}/reply`,
        method: 'POST',
        body: { kind },
      }),
      rawResponseSchema: simulateReplyReplySchema,
      // The answer is a new message in the sandbox: the list shows it.
      invalidatesTags: ['SandboxMessage'],
    }),
  }),
});

export const { useSimulateReplyMutation } = simulateReplyApi;
