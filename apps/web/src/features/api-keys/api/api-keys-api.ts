import {
  type AccessCode,
  type ApiKey,
  type ApiKeyGenerated,
  accessCodeSchema,
  apiKeyGeneratedSchema,
  apiKeySchema,
  type CreateAccessCodeBody,
  type CreateApiKeyBody,
  type CreatedAccessCode,
  createdAccessCodeSchema,
  dataReplySchema,
  messageReplySchema,
} from '@leadpilot/contracts';
import { z } from 'zod';
import { api } from '../../../api/api-slice.ts';

const keyListSchema = dataReplySchema(z.array(apiKeySchema));
const codeListSchema = dataReplySchema(z.array(accessCodeSchema));
const generatedSchema = dataReplySchema(apiKeyGeneratedSchema);
const keyReplySchema = messageReplySchema(apiKeySchema);
const codeReplySchema = messageReplySchema(accessCodeSchema);
const createdCodeReplySchema = messageReplySchema(createdAccessCodeSchema);

const apiKeysApi = api.enhanceEndpoints({ addTagTypes: ['ApiKey', 'AccessCode'] }).injectEndpoints({
  endpoints: (build) => ({
    /** The organisation's keys, newest first (never their secrets). */
    listApiKeys: build.query<ApiKey[], void>({
      query: () => ({ path: 'v1/key' }),
      rawResponseSchema: keyListSchema,
      transformResponse: (reply: z.infer<typeof keyListSchema>) => reply.data,
      providesTags: ['ApiKey'],
    }),
    /** A new secret and its reservation; nothing is stored until `createApiKey`. A mutation: never cached. */
    generateApiKey: build.mutation<ApiKeyGenerated, void>({
      query: () => ({ path: 'v1/key/generate' }),
      rawResponseSchema: generatedSchema,
      transformResponse: (reply: z.infer<typeof generatedSchema>) => reply.data,
    }),
    createApiKey: build.mutation<ApiKey, CreateApiKeyBody>({
      query: (body) => ({ path: 'v1/key/create', method: 'POST', body }),
      rawResponseSchema: keyReplySchema,
      transformResponse: (reply: z.infer<typeof keyReplySchema>) => reply.data,
      invalidatesTags: ['ApiKey'],
    }),
    deactivateApiKey: build.mutation<ApiKey, { id: string }>({
      query: (body) => ({ path: 'v1/key/deactivate', method: 'POST', body }),
      rawResponseSchema: keyReplySchema,
      transformResponse: (reply: z.infer<typeof keyReplySchema>) => reply.data,
      invalidatesTags: ['ApiKey'],
    }),
    listAccessCodes: build.query<AccessCode[], void>({
      query: () => ({ path: 'v1/key/accesscode' }),
      rawResponseSchema: codeListSchema,
      transformResponse: (reply: z.infer<typeof codeListSchema>) => reply.data,
      providesTags: ['AccessCode'],
    }),
    createAccessCode: build.mutation<CreatedAccessCode, CreateAccessCodeBody>({
      query: (body) => ({ path: 'v1/key/accesscode/create', method: 'POST', body }),
      rawResponseSchema: createdCodeReplySchema,
      transformResponse: (reply: z.infer<typeof createdCodeReplySchema>) => reply.data,
      invalidatesTags: ['AccessCode'],
    }),
    revokeAccessCode: build.mutation<AccessCode, { id: string }>({
      query: (body) => ({ path: 'v1/key/accesscode/revoke', method: 'POST', body }),
      rawResponseSchema: codeReplySchema,
      transformResponse: (reply: z.infer<typeof codeReplySchema>) => reply.data,
      invalidatesTags: ['AccessCode'],
    }),
  }),
});

export const {
  useListApiKeysQuery,
  useGenerateApiKeyMutation,
  useCreateApiKeyMutation,
  useDeactivateApiKeyMutation,
  useListAccessCodesQuery,
  useCreateAccessCodeMutation,
  useRevokeAccessCodeMutation,
} = apiKeysApi;
