import { dataReplySchema, type SchedulePreview, schedulePreviewSchema } from '@leadpilot/contracts';
import type { z } from 'zod';
import { api } from '../../../api/api-slice.ts';

const previewReplySchema = dataReplySchema(schedulePreviewSchema);

const previewScheduleApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The next three runs of a cron expression in a zone, as the server will run them. */
    previewSchedule: build.query<SchedulePreview, { cron: string; timeZone: string }>({
      query: (query) => ({ path: 'v1/scheduler/customjob/preview', query: { ...query } }),
      rawResponseSchema: previewReplySchema,
      transformResponse: (reply: z.infer<typeof previewReplySchema>) => reply.data,
    }),
  }),
});

export const { usePreviewScheduleQuery } = previewScheduleApi;
