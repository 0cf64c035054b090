import { type LoginReply, loginReplySchema, type SignupBody } from '@leadpilot/contracts';
import { api } from '../../../api/api-slice.ts';
import { saveSession } from '../../../session/session-storage.ts';

const signUpApi = api.injectEndpoints({
  endpoints: (build) => ({
    signUp: build.mutation<LoginReply, SignupBody>({
      query: (body) => ({ path: 'v1/signup', method: 'POST', body }),
      rawResponseSchema: loginReplySchema,
      async onQueryStarted(_body, { queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) saveSession(data);
      },
    }),
  }),
});

export const { useSignUpMutation } = signUpApi;
