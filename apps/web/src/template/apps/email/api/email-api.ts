import { templateApi } from '../../../api/template-api.ts';
import type {
  EmailDetail,
  EmailsParams,
  EmailsReply,
  PaginateEmailParams,
  SendEmailReply,
  SendEmailRequest,
  UpdateEmailsLabelRequest,
  UpdateEmailsReply,
  UpdateEmailsRequest,
} from '../../../mocks/types.ts';

/** The demo mailbox's calls (spec section 7, "Email"), answered by the mock layer. */
const emailApi = templateApi.injectEndpoints({
  endpoints: (build) => ({
    getEmails: build.query<EmailsReply, EmailsParams>({
      query: (params) => ({ url: 'apps/email/emails', params }),
      providesTags: ['Email'],
    }),
    getEmail: build.query<EmailDetail, number>({
      query: (id) => ({ url: 'apps/email/get-email', params: { id } }),
      providesTags: ['Email'],
    }),
    updateEmails: build.mutation<UpdateEmailsReply, UpdateEmailsRequest>({
      query: (body) => ({ url: 'apps/email/update-emails', method: 'POST', body }),
      invalidatesTags: ['Email'],
    }),
    updateEmailsLabel: build.mutation<UpdateEmailsReply, UpdateEmailsLabelRequest>({
      query: (body) => ({ url: 'apps/email/update-emails-label', method: 'POST', body }),
      invalidatesTags: ['Email'],
    }),
    /** The neighbouring email of the open one in its folder; 404 at either end. */
    paginateEmail: build.query<EmailDetail, PaginateEmailParams>({
      query: (params) => ({ url: 'apps/email/paginate-email', params }),
    }),
    /** Sends a new email (or saves a draft): the mock layer's own call, it lands in sent or draft. */
    sendEmail: build.mutation<SendEmailReply, SendEmailRequest>({
      query: (body) => ({ url: 'apps/email/send-email', method: 'POST', body }),
      invalidatesTags: ['Email'],
    }),
  }),
});

export const {
  useGetEmailsQuery,
  useGetEmailQuery,
  useUpdateEmailsMutation,
  useUpdateEmailsLabelMutation,
  useLazyPaginateEmailQuery,
  useSendEmailMutation,
} = emailApi;
