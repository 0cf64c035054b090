import { dataReplySchema, type Profile, profileSchema } from '@leadpilot/contracts';
import type { z } from 'zod';
import { api } from '../../../api/api-slice.ts';

const profileReplySchema = dataReplySchema(profileSchema);

const getProfileApi = api.injectEndpoints({
  endpoints: (build) => ({
    getProfile: build.query<Profile, void>({
      query: () => ({ path: 'v1/users' }),
      rawResponseSchema: profileReplySchema,
      transformResponse: (reply: z.infer<typeof profileReplySchema>) => reply.data,
      providesTags: ['Profile'],
    }),
  }),
});

export const { useGetProfileQuery } = getProfileApi;
