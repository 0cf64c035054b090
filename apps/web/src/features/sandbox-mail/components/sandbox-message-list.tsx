import type { SandboxMessageSummary } from '@leadpilot/contracts';
import { Stack } from '@mantine/core';
import { SandboxMessageListItem } from './sandbox-message-list-item.tsx';

interface SandboxMessageListProps {
  messages: SandboxMessageSummary[];
  selectedId: string | null;
  hrefFor: (id: string) => string;
  onSelect: () => void;
}

/** The page of messages, newest first; each one a link that opens it in the reading pane. */
export function SandboxMessageList({ messages, selectedId, hrefFor, onSelect }: SandboxMessageListProps) {
  return (
    <Stack component="ul" gap={2} aria-label="Messages" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {messages.map((message) => (
        <li key={message.id}>
          <SandboxMessageListItem
            message={message}
            isSelected={message.id === selectedId}
            to={hrefFor(message.id)}
            onSelect={onSelect}
          />
        </li>
      ))}
    </Stack>
  );
}
