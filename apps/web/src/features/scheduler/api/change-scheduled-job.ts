import { messageReplySchema, scheduledJobSchema } from '@leadpilot/contracts';
import { z } from 'zod';
import { api } from '../../../api/api-slice.ts';

const jobReplySchema = messageReplySchema(scheduledJobSchema);
const deletedReplySchema = messageReplySchema(z.object({ id: z.string() }));

const changeScheduledJobApi = api.injectEndpoints({
  endpoints: (build) => ({
    pauseScheduledJob: build.mutation<void, { id: string }>({
      query: (body) => ({ path: 'v1/scheduler/customjob/pause', method: 'POST', body }),
      rawResponseSchema: jobReplySchema,
      transformResponse: () => undefined,
      invalidatesTags: ['ScheduledJob'],
    }),
    resumeScheduledJob: build.mutation<void, { id: string }>({
      query: (body) => ({ path: 'v1/scheduler/customjob/resume', method: 'POST', body }),
      rawResponseSchema: jobReplySchema,
      transformResponse: () => undefined,
      invalidatesTags: ['ScheduledJob'],
    }),
    /** Deletes the job and its run history. */
    deleteScheduledJob: build.mutation<void, { id: string }>({
      query: (body) => ({ path: 'v1/scheduler/customjob/delete', method: 'POST', body }),
      rawResponseSchema: deletedReplySchema,
      transformResponse: () => undefined,
      invalidatesTags: ['ScheduledJob'],
    }),
  }),
});

export const { usePauseScheduledJobMutation, useResumeScheduledJobMutation, useDeleteScheduledJobMutation } =
  changeScheduledJobApi;
