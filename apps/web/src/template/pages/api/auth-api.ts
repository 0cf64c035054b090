import { templateApi } from '../../api/template-api.ts';
import type {
  DemoAuthReply,
  DemoEmailRequest,
  DemoLoginRequest,
  DemoRegisterRequest,
  DemoResetPasswordRequest,
  DemoTwoStepsRequest,
  MessageReply,
} from '../../mocks/types.ts';

/** The demo sign-in pages' calls: answered by the mock layer, never the product's session. */
const authApi = templateApi.injectEndpoints({
  endpoints: (build) => ({
    demoLogin: build.mutation<DemoAuthReply, DemoLoginRequest>({
      query: (body) => ({ url: 'jwt/login', method: 'POST', body }),
    }),
    demoRegister: build.mutation<DemoAuthReply, DemoRegisterRequest>({
      query: (body) => ({ url: 'jwt/register', method: 'POST', body }),
    }),
    demoForgotPassword: build.mutation<MessageReply, DemoEmailRequest>({
      query: (body) => ({ url: 'jwt/forgot-password', method: 'POST', body }),
    }),
    demoResetPassword: build.mutation<MessageReply, DemoResetPasswordRequest>({
      query: (body) => ({ url: 'jwt/reset-password', method: 'POST', body }),
    }),
    demoVerifyEmail: build.mutation<MessageReply, DemoEmailRequest>({
      query: (body) => ({ url: 'jwt/verify-email', method: 'POST', body }),
    }),
    demoTwoSteps: build.mutation<MessageReply, DemoTwoStepsRequest>({
      query: (body) => ({ url: 'jwt/two-steps', method: 'POST', body }),
    }),
  }),
});

export const {
  useDemoLoginMutation,
  useDemoRegisterMutation,
  useDemoForgotPasswordMutation,
  useDemoResetPasswordMutation,
  useDemoVerifyEmailMutation,
  useDemoTwoStepsMutation,
} = authApi;
