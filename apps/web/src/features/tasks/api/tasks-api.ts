import {
  type CampaignTaskActionBody,
  type CampaignTaskActionReply,
  type CampaignTaskKind,
  type CampaignTaskPage,
  type CampaignTaskStatus,
  campaignTaskActionReplySchema,
  campaignTaskPageSchema,
} from '@leadpilot/contracts';
import { api } from '../../../api/api-slice.ts';

export interface TaskListArguments {
  status: CampaignTaskStatus;
  kind?: CampaignTaskKind;
  campaignId?: string;
  /** Words of a prospect's name, email or company. */
  q?: string;
  page: number;
  perPage: number;
}

/** The ids of the tasks the server changed. */
export type UpdatedTaskIds = string[];

const tasksApi = api.enhanceEndpoints({ addTagTypes: ['Task'] }).injectEndpoints({
  endpoints: (build) => ({
    /** One page of the organisation's tasks of one status: open ones overdue first, then the soonest. */
    listTasks: build.query<CampaignTaskPage, TaskListArguments>({
      query: (query) => ({ path: 'v1/tasks', query: { ...query } }),
      rawResponseSchema: campaignTaskPageSchema,
      providesTags: ['Task'],
    }),
    /** Marks open tasks done (one done or skipped already is left as it is). */
    completeTasks: build.mutation<UpdatedTaskIds, CampaignTaskActionBody>({
      query: (body) => ({ path: 'v1/tasks/complete', method: 'POST', body }),
      rawResponseSchema: campaignTaskActionReplySchema,
      transformResponse: (reply: CampaignTaskActionReply) => reply.data.updated,
      invalidatesTags: ['Task'],
    }),
    /** Skips open tasks. */
    skipTasks: build.mutation<UpdatedTaskIds, CampaignTaskActionBody>({
      query: (body) => ({ path: 'v1/tasks/skip', method: 'POST', body }),
      rawResponseSchema: campaignTaskActionReplySchema,
      transformResponse: (reply: CampaignTaskActionReply) => reply.data.updated,
      invalidatesTags: ['Task'],
    }),
  }),
});

export const { useListTasksQuery, useCompleteTasksMutation, useSkipTasksMutation } = tasksApi;
