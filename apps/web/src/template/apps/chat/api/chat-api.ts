import { templateApi } from '../../../api/template-api.ts';
import type { ChatReply, ChatsAndContactsReply, SendMessageReply, SendMessageRequest } from '../../../mocks/types.ts';

const chatList = { type: 'Chat', id: 'LIST' } as const;

/** The demo chat's calls (the mock layer's own design, see mocks/README.md). */
const chatApi = templateApi.injectEndpoints({
  endpoints: (build) => ({
    getChatsAndContacts: build.query<ChatsAndContactsReply, { q: string }>({
      query: (params) => ({ url: 'apps/chat/chats-and-contacts', params }),
      providesTags: [chatList],
    }),
    /** Opens the conversation with a contact, which marks it read: the list's badge then clears. */
    getChat: build.query<ChatReply, number>({
      query: (contactId) => ({ url: `apps/chat/chats/${contactId}` }),
      providesTags: (_reply, _error, contactId) => [{ type: 'Chat', id: contactId }],
      async onQueryStarted(_contactId, { dispatch, queryFulfilled }) {
        await queryFulfilled.then(() => dispatch(templateApi.util.invalidateTags([chatList]))).catch(() => undefined);
      },
    }),
    sendMessage: build.mutation<SendMessageReply, SendMessageRequest>({
      query: (body) => ({ url: 'apps/chat/send-msg', method: 'POST', body }),
      invalidatesTags: (_reply, _error, { contactId }) => [chatList, { type: 'Chat', id: contactId }],
    }),
  }),
});

export const { useGetChatsAndContactsQuery, useGetChatQuery, useSendMessageMutation } = chatApi;
