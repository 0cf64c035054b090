import { dataReplySchema, type Signature, signatureSchema } from '@leadpilot/contracts';
import { z } from 'zod';
import { templatesApi } from './templates-api.ts';

const signaturesReplySchema = dataReplySchema(z.array(signatureSchema));

const listSignaturesApi = templatesApi.injectEndpoints({
  endpoints: (build) => ({
    /** The signatures the member may use: the organisation's, their own and their mailboxes'. */
    listSignatures: build.query<Signature[], void>({
      query: () => ({ path: 'v1/organisation/customsignatures' }),
      rawResponseSchema: signaturesReplySchema,
      transformResponse: (reply: z.infer<typeof signaturesReplySchema>) => reply.data,
      providesTags: ['Signature'],
    }),
  }),
});

export const { useListSignaturesQuery } = listSignaturesApi;
