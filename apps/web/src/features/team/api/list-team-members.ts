import { memberSchema, pageReplySchema, type UserStatus } from '@leadpilot/contracts';
import type { z } from 'zod';
import { api } from '../../../api/api-slice.ts';

const teamPageSchema = pageReplySchema(memberSchema);
export type TeamPage = z.infer<typeof teamPageSchema>;

export interface TeamListArguments {
  q?: string;
  page: number;
  perPage: number;
  status?: UserStatus;
}

const listTeamMembersApi = api.injectEndpoints({
  endpoints: (build) => ({
    listTeamMembers: build.query<TeamPage, TeamListArguments>({
      query: (query) => ({ path: 'v1/users/teams/list', query: { ...query } }),
      rawResponseSchema: teamPageSchema,
      providesTags: ['Team'],
    }),
  }),
});

export const { useListTeamMembersQuery } = listTeamMembersApi;
