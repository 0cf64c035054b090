import type { LoginBody, LoginReply } from '@leadpilot/contracts';
import { api } from '../../../api/api-slice.ts';
import { deferredSchema } from '../../../api/schema-loader.ts';
import { saveSession } from '../../../session/session-storage.ts';

const signInApi = api.injectEndpoints({
  endpoints: (build) => ({
    signIn: build.mutation<LoginReply, LoginBody>({
      query: (body) => ({ path: 'v1/login', method: 'POST', body }),
      rawResponseSchema: deferredSchema((schemas) => schemas.loginReplySchema),
      async onQueryStarted(_body, { queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) saveSession(data);
      },
    }),
  }),
});

export const { useSignInMutation } = signInApi;
