import {
  type CreatedAccessCode,
  createdAccessCodeSchema,
  type ExtensionSignInView,
  extensionSignInsReplySchema,
  messageReplySchema,
  revokeExtensionSignInReplySchema,
} from '@leadpilot/contracts';
import type { z } from 'zod';
import { api } from '../../../api/api-slice.ts';

const createdCodeReplySchema = messageReplySchema(createdAccessCodeSchema);

/** What an access code for the extension opens: look-ups, reveals and lists (docs/extension.md). */
export const extensionScopes = [
  'people:search',
  'people:reveal',
  'lists',
  'campaigns:prospects',
  'campaigns:results',
] as const;

const extensionApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The member's own extensions signed in with the web app's session, newest first. */
    listExtensionSignIns: build.query<ExtensionSignInView[], void>({
      query: () => ({ path: 'v1/extension/signins' }),
      rawResponseSchema: extensionSignInsReplySchema,
      transformResponse: (reply: z.infer<typeof extensionSignInsReplySchema>) => reply.data,
      providesTags: ['ExtensionSignIn'],
    }),
    revokeExtensionSignIn: build.mutation<ExtensionSignInView, { id: string }>({
      query: (body) => ({ path: 'v1/extension/signins/revoke', method: 'POST', body }),
      rawResponseSchema: revokeExtensionSignInReplySchema,
      transformResponse: (reply: z.infer<typeof revokeExtensionSignInReplySchema>) => reply.data,
      invalidatesTags: ['ExtensionSignIn'],
    }),
    /** An access code for the extension (owners and admins): it becomes an API key with `extensionScopes`. */
    createExtensionAccessCode: build.mutation<CreatedAccessCode, void>({
      query: () => ({
        path: 'v1/key/accesscode/create',
        method: 'POST',
        body: { name: 'Browser extension', scopes: [...extensionScopes] },
      }),
      rawResponseSchema: createdCodeReplySchema,
      transformResponse: (reply: z.infer<typeof createdCodeReplySchema>) => reply.data,
    }),
  }),
});

export const { useListExtensionSignInsQuery, useRevokeExtensionSignInMutation, useCreateExtensionAccessCodeMutation } =
  extensionApi;
