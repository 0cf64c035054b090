import { type SocialNetwork, type SocialPostsPage, socialPostsReplySchema } from '@leadpilot/contracts';
import type { z } from 'zod';
import { api } from '../../../api/api-slice.ts';

export interface SocialPostsArgs {
  personId: string;
  /** One network, or every network when left out. */
  network?: SocialNetwork;
  limit?: number;
}

const listSocialPostsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /**
     * A person's public posts, newest first, a keyset page at a time (`extension/socialdetails`):
     * each page's `nextCursor` is the next page's `after`; null when there is no more.
     */
    listSocialPosts: build.infiniteQuery<SocialPostsPage, SocialPostsArgs, string | null>({
      infiniteQueryOptions: {
        initialPageParam: null,
        getNextPageParam: (lastPage) => lastPage.nextCursor,
      },
      query: ({ queryArg, pageParam }) => ({
        path: 'v1/extension/socialdetails',
        query: { personId: queryArg.personId, network: queryArg.network, limit: queryArg.limit, after: pageParam },
      }),
      rawResponseSchema: socialPostsReplySchema,
      transformResponse: (reply: z.infer<typeof socialPostsReplySchema>) => reply.data,
    }),
  }),
});

export const { useListSocialPostsInfiniteQuery } = listSocialPostsApi;
