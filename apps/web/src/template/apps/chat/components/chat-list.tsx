import { Badge, Box, ScrollArea, Text, UnstyledButton } from '@mantine/core';
import type { ReactElement } from 'react';
import type { ChatContact, ChatListItem } from '../../../mocks/types.ts';
import { HiddenText } from '../../../shared/ui/hidden-text.tsx';
import { listTime } from '../chat-dates.ts';
import classes from './chat.module.css';
import { StatusAvatar, statusName } from './status-avatar.tsx';

interface ChatListProps {
  chats: ChatListItem[];
  contacts: ChatContact[];
  activeContactId: number | null;
  onOpen: (contactId: number) => void;
}

/** The conversations (newest first, with unread badges), then the contacts without one. */
export function ChatList({ chats, contacts, activeContactId, onOpen }: ChatListProps) {
  return (
    <ScrollArea style={{ flex: 1 }} type="auto" scrollbars="y">
      <ListSection title="Chats" emptyText="No chats found">
        {chats.map((item) => (
          <ChatListEntry
            key={item.id}
            person={item}
            summary={item.chat.lastMessage?.message ?? item.about}
            time={item.chat.lastMessage ? listTime(item.chat.lastMessage.time) : null}
            unread={item.chat.unseenMsgs}
            isActive={item.id === activeContactId}
            onOpen={() => onOpen(item.id)}
          />
        ))}
      </ListSection>
      <ListSection title="Contacts" emptyText="No contacts found">
        {contacts.map((contact) => (
          <ChatListEntry
            key={contact.id}
            person={contact}
            summary={contact.about}
            time={null}
            unread={0}
            isActive={contact.id === activeContactId}
            onOpen={() => onOpen(contact.id)}
          />
        ))}
      </ListSection>
    </ScrollArea>
  );
}

function ListSection({ title, emptyText, children }: { title: string; emptyText: string; children: ReactElement[] }) {
  return (
    <>
      <Text
        component="h2"
        size="sm"
        fw={600}
        c="light-dark(var(--mantine-primary-color-8), var(--mantine-primary-color-3))"
        px="md"
        pt="md"
        pb="xs"
      >
        {title}
      </Text>
      {children.length === 0 ? (
        <Text size="sm" c="dimmed" px="md" pb="sm">
          {emptyText}
        </Text>
      ) : (
        <ul className={classes.list} aria-label={title}>
          {children}
        </ul>
      )}
    </>
  );
}

interface ChatListEntryProps {
  person: ChatContact;
  summary: string;
  time: string | null;
  unread: number;
  isActive: boolean;
  onOpen: () => void;
}

function ChatListEntry({ person, summary, time, unread, isActive, onOpen }: ChatListEntryProps) {
  return (
    <li>
      <UnstyledButton
        className={classes.entry}
        data-active={isActive || undefined}
        aria-current={isActive ? 'true' : undefined}
        onClick={onOpen}
      >
        <StatusAvatar person={person} />
        <Box className={classes.entryText}>
          <Text size="sm" fw={600} truncate>
            {person.fullName}
            <HiddenText>, {statusName(person.status)}</HiddenText>
          </Text>
          <Text size="xs" c="dimmed" truncate>
            {summary}
          </Text>
        </Box>
        {time || unread > 0 ? (
          <Box className={classes.entryMeta}>
            {time ? (
              <Text size="xs" c="dimmed">
                {time}
              </Text>
            ) : null}
            {unread > 0 ? (
              <Badge size="sm" circle color="red">
                {unread}
                <HiddenText> unread</HiddenText>
              </Badge>
            ) : null}
          </Box>
        ) : null}
      </UnstyledButton>
    </li>
  );
}
