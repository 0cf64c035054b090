import { pageReplySchema, scheduledRunSchema } from '@leadpilot/contracts';
import type { z } from 'zod';
import { api } from '../../../api/api-slice.ts';

const runsPageSchema = pageReplySchema(scheduledRunSchema);
export type ScheduledRunsPage = z.infer<typeof runsPageSchema>;

const listScheduledRunsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** A job's runs, newest first. */
    listScheduledRuns: build.query<ScheduledRunsPage, { id: string; page: number; perPage: number }>({
      query: ({ id, page, perPage }) => ({ path: `v1/scheduler/customjob/${id}/runs`, query: { page, perPage } }),
      rawResponseSchema: runsPageSchema,
      providesTags: ['ScheduledJob'],
    }),
  }),
});

export const { useListScheduledRunsQuery } = listScheduledRunsApi;
