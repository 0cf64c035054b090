import { describe, expect, it } from 'vitest';
import { call, get, serveMockLayer } from './test-server.ts';
import type { ChatProfileUser, ChatReply, ChatsAndContactsReply, SendMessageReply } from './types.ts';

serveMockLayer();

describe('chat', () => {
  it('lists chats newest first with unread counts, the other contacts and the profile user', async () => {
    const { body } = await get<ChatsAndContactsReply>('/apps/chat/chats-and-contacts');
    expect(body.chatsContacts).toHaveLength(5);
    expect(body.contacts).toHaveLength(5);
    const times = body.chatsContacts.map((item) => item.chat.lastMessage?.time ?? '');
    expect(times).toEqual([...times].sort().reverse());
    expect(body.chatsContacts.reduce((sum, item) => sum + item.chat.unseenMsgs, 0)).toBe(3);
    expect(body.profileUser).toMatchObject({ id: 11, fullName: 'John Doe', status: 'online' });
    const profile = await get<ChatProfileUser>('/apps/chat/users/profile-user');
    expect(profile.body).toEqual(body.profileUser);
  });

  it('filters contacts and chats by name', async () => {
    const { body } = await get<ChatsAndContactsReply>('/apps/chat/chats-and-contacts');
    const name = body.contacts[0]?.fullName ?? '';
    const found = await get<ChatsAndContactsReply>(
      `/apps/chat/chats-and-contacts?q=${encodeURIComponent(name.toUpperCase())}`,
    );
    expect([...found.body.chatsContacts, ...found.body.contacts].map((contact) => contact.fullName)).toEqual([name]);
  });

  it('opening a chat clears its unread count', async () => {
    const { body } = await get<ChatsAndContactsReply>('/apps/chat/chats-and-contacts');
    const unread = body.chatsContacts.find((item) => item.chat.unseenMsgs > 0);
    const opened = await get<ChatReply>(`/apps/chat/chats/${unread?.id}`);
    expect(opened.body.contact.id).toBe(unread?.id);
    expect(opened.body.chat?.chat.length).toBeGreaterThan(0);
    const after = await get<ChatsAndContactsReply>('/apps/chat/chats-and-contacts');
    expect(after.body.chatsContacts.find((item) => item.id === unread?.id)?.chat.unseenMsgs).toBe(0);
    expect((await get('/apps/chat/chats/999')).status).toBe(404);
  });

  it('sends a message (201) that ends the conversation and starts one with a new contact', async () => {
    const { body } = await get<ChatsAndContactsReply>('/apps/chat/chats-and-contacts');
    const contact = body.contacts[0];
    const sent = await call<SendMessageReply>('POST', '/apps/chat/send-msg', {
      contactId: contact?.id,
      message: 'Hello!',
    });
    expect(sent.status).toBe(201);
    expect(sent.body.newMessageData).toMatchObject({ message: 'Hello!', senderId: 11 });
    const opened = await get<ChatReply>(`/apps/chat/chats/${contact?.id}`);
    expect(opened.body.chat?.chat.at(-1)?.message).toBe('Hello!');
    const after = await get<ChatsAndContactsReply>('/apps/chat/chats-and-contacts');
    expect(after.body.chatsContacts[0]?.id).toBe(contact?.id);
    expect((await call('POST', '/apps/chat/send-msg', { contactId: contact?.id, message: '  ' })).status).toBe(400);
  });
});
