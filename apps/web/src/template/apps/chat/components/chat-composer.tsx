import { ActionIcon, Group, TextInput } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { useState } from 'react';

interface ChatComposerProps {
  contactName: string;
  isSending: boolean;
  onSend: (message: string) => Promise<void>;
}

/** Types and sends a message; Enter sends it. The text stays when sending fails. */
export function ChatComposer({ contactName, isSending, onSend }: ChatComposerProps) {
  const [text, setText] = useState('');
  const message = text.trim();

  function handleSubmit() {
    if (!message || isSending) return;
    void onSend(message).then(() => setText(''));
  }

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        handleSubmit();
      }}
    >
      <Group
        gap="xs"
        p="md"
        wrap="nowrap"
        style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}
        bg="var(--mantine-color-body)"
      >
        <TextInput
          style={{ flex: 1 }}
          aria-label={`Message to ${contactName}`}
          placeholder="Type your message here…"
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          autoComplete="off"
        />
        <ActionIcon type="submit" size="lg" aria-label="Send message" loading={isSending} disabled={!message}>
          <IconSend size={18} />
        </ActionIcon>
      </Group>
    </form>
  );
}
