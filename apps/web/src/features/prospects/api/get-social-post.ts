import { type SocialPostDetail, socialPostReplySchema } from '@leadpilot/contracts';
import type { z } from 'zod';
import { api } from '../../../api/api-slice.ts';

const getSocialPostApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** One post with its author (`extension/socialpostdetails/{id}`). */
    getSocialPost: build.query<SocialPostDetail, string>({
      query: (id) => ({ path: `v1/extension/socialpostdetails/${encodeURIComponent(id)}` }),
      rawResponseSchema: socialPostReplySchema,
      transformResponse: (reply: z.infer<typeof socialPostReplySchema>) => reply.data,
    }),
  }),
});

export const { useGetSocialPostQuery } = getSocialPostApi;
