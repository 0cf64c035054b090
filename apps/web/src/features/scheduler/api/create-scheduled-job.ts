import {
  type CreateScheduledJobBody,
  messageReplySchema,
  type ScheduledJob,
  scheduledJobSchema,
} from '@leadpilot/contracts';
import type { z } from 'zod';
import { api } from '../../../api/api-slice.ts';

const jobReplySchema = messageReplySchema(scheduledJobSchema);

const createScheduledJobApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** `POST scheduler/customjob`: the server checks the schedule (422 with what is wrong). */
    createScheduledJob: build.mutation<ScheduledJob, CreateScheduledJobBody>({
      query: (body) => ({ path: 'v1/scheduler/customjob', method: 'POST', body }),
      rawResponseSchema: jobReplySchema,
      transformResponse: (reply: z.infer<typeof jobReplySchema>) => reply.data,
      invalidatesTags: ['ScheduledJob'],
    }),
  }),
});

export const { useCreateScheduledJobMutation } = createScheduledJobApi;
