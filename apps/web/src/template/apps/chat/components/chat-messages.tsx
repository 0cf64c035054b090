import { Badge, Box, Text } from '@mantine/core';
import { IconCheck, IconChecks } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { useEffect, useRef } from 'react';
import type { ChatContact, ChatMessage } from '../../../mocks/types.ts';
import { HiddenText } from '../../../shared/ui/hidden-text.tsx';
import { groupByDay } from '../chat-dates.ts';
import classes from './chat.module.css';

interface ChatMessagesProps {
  messages: ChatMessage[];
  contact: ChatContact;
  profileUserId: number;
}

function deliveryText({ feedback }: ChatMessage): string {
  if (feedback.isSeen) return 'Seen';
  return feedback.isDelivered ? 'Delivered' : 'Sent';
}

/** The conversation, oldest first, under a separator for each day; it keeps the newest in view. */
export function ChatMessages({ messages, contact, profileUserId }: ChatMessagesProps) {
  const endRef = useRef<HTMLDivElement>(null);
  const count = messages.length;
  // biome-ignore lint/correctness/useExhaustiveDependencies: scroll again when a message arrives
  useEffect(() => {
    endRef.current?.scrollIntoView({ block: 'end' });
  }, [count]);

  return (
    <Box px="md" pb="md">
      {groupByDay(messages).map((day) => (
        <section key={day.key} aria-label={day.label}>
          <Box className={classes.separator}>
            <Badge variant="default" size="md" tt="none" fw={500}>
              {day.label}
            </Badge>
          </Box>
          <ol className={classes.list} style={{ padding: 0 }} aria-label={`Messages, ${day.label}`}>
            {day.messages.map((message) => {
              const isMine = message.senderId === profileUserId;
              return (
                <li key={`${message.time}-${message.senderId}`} className={classes.row} data-mine={isMine || undefined}>
                  <Box className={classes.bubble}>
                    <Text size="sm" c="inherit">
                      <HiddenText>{isMine ? 'You: ' : `${contact.fullName}: `}</HiddenText>
                      {message.message}
                    </Text>
                  </Box>
                  <Box className={classes.meta}>
                    {isMine ? (
                      message.feedback.isSeen ? (
                        <IconChecks size={14} color="var(--mantine-color-green-7)" aria-label="Seen" role="img" />
                      ) : (
                        <IconCheck size={14} aria-label={deliveryText(message)} role="img" />
                      )
                    ) : null}
                    <Text size="xs" c="dimmed">
                      {dayjs(message.time).format('h:mm A')}
                    </Text>
                  </Box>
                </li>
              );
            })}
          </ol>
        </section>
      ))}
      <div ref={endRef} />
    </Box>
  );
}
