import { dataReplySchema, type ScheduledJob, scheduledJobSchema } from '@leadpilot/contracts';
import { z } from 'zod';
import { api } from '../../../api/api-slice.ts';

const jobsReplySchema = dataReplySchema(z.array(scheduledJobSchema));

const listScheduledJobsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The organisation's scheduled jobs, with their next and latest run. */
    listScheduledJobs: build.query<ScheduledJob[], void>({
      query: () => ({ path: 'v1/scheduler/customjob' }),
      rawResponseSchema: jobsReplySchema,
      transformResponse: (reply: z.infer<typeof jobsReplySchema>) => reply.data,
      providesTags: ['ScheduledJob'],
    }),
  }),
});

export const { useListScheduledJobsQuery } = listScheduledJobsApi;
