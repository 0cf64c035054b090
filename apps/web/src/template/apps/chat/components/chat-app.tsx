import { Box, Card, Skeleton, Stack, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconMessages } from '@tabler/icons-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { QueryErrorState } from '../../../../shared/ui/query-error-state.tsx';
import { SearchInput } from '../../../../shared/ui/search-input.tsx';
import type { ChatContact, ChatProfileUser } from '../../../mocks/types.ts';
import { EmptyState, ListSkeleton } from '../../../shared/ui/list-states.tsx';
import { useGetChatsAndContactsQuery } from '../api/chat-api.ts';
import classes from './chat.module.css';
import { ChatConversation } from './chat-conversation.tsx';
import { ChatList } from './chat-list.tsx';
import { ContactDrawer } from './contact-drawer.tsx';
import { ProfileDrawer } from './profile-drawer.tsx';
import { StatusAvatar } from './status-avatar.tsx';

/**
 * The demo chat: conversations and contacts with search and unread badges beside the open
 * conversation (`?contact=` in the address). On a phone they are two screens.
 */
export function ChatApp() {
  const [searchParams, setSearchParams] = useSearchParams();
  const activeContactId = Number(searchParams.get('contact')) || null;
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search.trim(), 250);
  const list = useGetChatsAndContactsQuery({ q });
  const [profileEdits, setProfileEdits] = useState<ChatProfileUser | null>(null);
  const [isProfileOpened, setIsProfileOpened] = useState(false);
  const [shownContact, setShownContact] = useState<ChatContact | null>(null);
  const profileUser = profileEdits ?? list.data?.profileUser;

  function openChat(contactId: number | null) {
    setSearchParams(contactId === null ? {} : { contact: String(contactId) });
  }

  return (
    <Card p={0} className={classes.frame} data-view={activeContactId === null ? 'list' : 'conversation'}>
      <VisuallyHidden>
        <h1>Chat</h1>
      </VisuallyHidden>
      <Box component="aside" aria-label="Chats and contacts" className={classes.sidebar}>
        <Box className={classes.bar}>
          {profileUser ? (
            <UnstyledButton aria-label="Your profile" onClick={() => setIsProfileOpened(true)}>
              <StatusAvatar person={profileUser} size={38} />
            </UnstyledButton>
          ) : (
            <Skeleton circle height={38} />
          )}
          <SearchInput
            aria-label="Search chats and contacts"
            placeholder="Search…"
            radius="xl"
            value={search}
            onChange={setSearch}
            style={{ flex: 1 }}
          />
        </Box>
        {list.isLoading ? <ListSkeleton rows={7} label="Loading chats" /> : null}
        {list.isError ? (
          <Box p="md">
            <QueryErrorState message="The chats could not be loaded." onRetry={() => void list.refetch()} />
          </Box>
        ) : null}
        {list.data ? (
          <ChatList
            chats={list.data.chatsContacts}
            contacts={list.data.contacts}
            activeContactId={activeContactId}
            onOpen={openChat}
          />
        ) : null}
      </Box>
      <Box component="section" aria-label="Conversation" className={classes.main}>
        {activeContactId === null ? (
          <Stack style={{ flex: 1 }} justify="center">
            <EmptyState
              icon={<IconMessages size={28} />}
              title="Start a conversation"
              description="Choose a chat or a contact on the left."
            />
          </Stack>
        ) : (
          <ChatConversation
            key={activeContactId}
            contactId={activeContactId}
            profileUserId={profileUser?.id ?? 0}
            onBack={() => openChat(null)}
            onShowContact={setShownContact}
          />
        )}
      </Box>
      {profileUser ? (
        <ProfileDrawer
          opened={isProfileOpened}
          user={profileUser}
          onClose={() => setIsProfileOpened(false)}
          onChange={setProfileEdits}
        />
      ) : null}
      <ContactDrawer contact={shownContact} onClose={() => setShownContact(null)} />
    </Card>
  );
}
