import { type Member, memberSchema, messageReplySchema, type UpdateUserBody } from '@leadpilot/contracts';
import type { z } from 'zod';
import { api } from '../../../api/api-slice.ts';

const updateProfileReplySchema = messageReplySchema(memberSchema);

export type UpdateProfileBody = Omit<UpdateUserBody, 'id' | 'role'>;

const updateProfileApi = api.injectEndpoints({
  endpoints: (build) => ({
    updateProfile: build.mutation<Member, UpdateProfileBody>({
      query: (body) => ({ path: 'v1/users', method: 'PUT', body }),
      rawResponseSchema: updateProfileReplySchema,
      transformResponse: (reply: z.infer<typeof updateProfileReplySchema>) => reply.data,
      invalidatesTags: ['Profile', 'Team'],
    }),
  }),
});

export const { useUpdateProfileMutation } = updateProfileApi;
