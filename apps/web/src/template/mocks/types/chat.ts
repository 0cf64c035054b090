import type { ColorName } from './common.ts';

/** The chat app (own design; see README.md). */

export type ChatStatus = 'online' | 'busy' | 'away' | 'offline';

export interface ChatContact {
  id: number;
  fullName: string;
  role: string;
  about: string;
  avatar: string;
  avatarColor: ColorName;
  status: ChatStatus;
}

export interface ChatProfileUser extends ChatContact {
  settings: { isTwoStepAuthVerificationEnabled: boolean; isNotificationsOn: boolean };
}

export interface ChatMessage {
  message: string;
  time: string;
  senderId: number;
  feedback: { isSent: boolean; isDelivered: boolean; isSeen: boolean };
}

export interface Chat {
  id: number;
  /** The contact this conversation is with. */
  userId: number;
  unseenMsgs: number;
  chat: ChatMessage[];
}

/** A contact that has a conversation, with its summary. */
export interface ChatListItem extends ChatContact {
  chat: { id: number; unseenMsgs: number; lastMessage: ChatMessage | null };
}

/** GET /apps/chat/chats-and-contacts?q — chats newest first; contacts without a chat. q filters by name. */
export interface ChatsAndContactsReply {
  chatsContacts: ChatListItem[];
  contacts: ChatContact[];
  profileUser: ChatProfileUser;
}

/** GET /apps/chat/users/profile-user */
export type ProfileUserReply = ChatProfileUser;

/** GET /apps/chat/chats/{contactId} — opens the conversation (clears its unread count); 404 for an unknown contact. */
export interface ChatReply {
  /** null when no message was exchanged yet. */
  chat: Chat | null;
  contact: ChatContact;
}

/** POST /apps/chat/send-msg — 201; starts a conversation if there is none. */
export interface SendMessageRequest {
  contactId: number;
  message: string;
}
export interface SendMessageReply {
  newMessageData: ChatMessage;
  chat: Chat;
}
