import { HttpResponse, http } from 'msw';
import { db, fixture } from '../db.ts';
import { profileUserId } from '../fixtures/chat-profile.ts';
import type {
  Chat,
  ChatListItem,
  ChatMessage,
  ChatProfileUser,
  ChatReply,
  ChatsAndContactsReply,
  SendMessageReply,
} from '../types.ts';
import { badRequest, idOf, matchesText, nextId, notFound, queryOf, readBody, searchText } from './http-utils.ts';

function lastTime(item: ChatListItem): string {
  return item.chat.lastMessage?.time ?? '';
}

/** The chat app (own design; see README.md). */
export const chatHandlers = [
  http.get('/apps/chat/chats-and-contacts', async ({ request }) => {
    const query = searchText(queryOf(request));
    const { contacts, chats } = await fixture('chat');
    const { profileUser } = db();
    const visible = contacts.filter((contact) => matchesText(query, [contact.fullName]));
    const chatsContacts = visible
      .flatMap((contact): ChatListItem[] => {
        const chat = chats.find((item) => item.userId === contact.id);
        return chat
          ? [{ ...contact, chat: { id: chat.id, unseenMsgs: chat.unseenMsgs, lastMessage: chat.chat.at(-1) ?? null } }]
          : [];
      })
      .sort((a, b) => lastTime(b).localeCompare(lastTime(a)));
    return HttpResponse.json<ChatsAndContactsReply>({
      chatsContacts,
      contacts: visible.filter((contact) => !chats.some((chat) => chat.userId === contact.id)),
      profileUser,
    });
  }),

  http.get('/apps/chat/users/profile-user', () => HttpResponse.json<ChatProfileUser>(db().profileUser)),

  http.get('/apps/chat/chats/:id', async ({ params }) => {
    const { contacts, chats } = await fixture('chat');
    const contact = contacts.find((item) => item.id === idOf(params.id));
    if (!contact) return notFound('Contact not found');
    const chat = chats.find((item) => item.userId === contact.id) ?? null;
    if (chat) {
      chat.unseenMsgs = 0;
      for (const message of chat.chat) message.feedback.isSeen = true;
    }
    return HttpResponse.json<ChatReply>({ chat, contact });
  }),

  http.post('/apps/chat/send-msg', async ({ request }) => {
    const body = await readBody(request);
    const { contacts, chats } = await fixture('chat');
    const contact = contacts.find((item) => item.id === idOf(body.contactId));
    if (!contact) return notFound('Contact not found');
    const text = typeof body.message === 'string' ? body.message.trim() : '';
    if (!text) return badRequest('A message cannot be empty');
    const newMessageData: ChatMessage = {
      message: text,
      time: new Date().toISOString(),
      senderId: profileUserId,
      feedback: { isSent: true, isDelivered: false, isSeen: false },
    };
    let chat = chats.find((item) => item.userId === contact.id);
    if (!chat) {
      chat = { id: nextId(chats), userId: contact.id, unseenMsgs: 0, chat: [] } satisfies Chat;
      chats.push(chat);
    }
    chat.chat.push(newMessageData);
    return HttpResponse.json<SendMessageReply>({ newMessageData, chat }, { status: 201 });
  }),
];
