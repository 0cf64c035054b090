import { Button, Card, Group, Text, Textarea, UnstyledButton } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconSend } from '@tabler/icons-react';
import { useState } from 'react';
import type { Email } from '../../../mocks/types.ts';
import { useSendEmailMutation } from '../api/email-api.ts';
import { replySubject, textToHtml } from '../email-html.ts';

/** "Reply" under an open email: a folded card that opens into a short answer to the sender. */
export function EmailReplyBox({ email }: { email: Email }) {
  const [isOpen, setIsOpen] = useState(false);
  const [text, setText] = useState('');
  const [sendEmail, { isLoading }] = useSendEmailMutation();

  async function handleSend() {
    await sendEmail({
      to: [email.from.email],
      subject: replySubject(email.subject),
      message: textToHtml(text),
    }).unwrap();
    notifications.show({ color: 'green', message: `Reply sent to ${email.from.name}`, autoClose: 2000 });
    setText('');
    setIsOpen(false);
  }

  if (!isOpen) {
    return (
      <Card p={0}>
        <UnstyledButton p="md" w="100%" onClick={() => setIsOpen(true)}>
          <Text size="sm" c="dimmed">
            Reply to {email.from.name}…
          </Text>
        </UnstyledButton>
      </Card>
    );
  }
  return (
    <Card>
      <Textarea
        label={`Reply to ${email.from.name}`}
        autosize
        minRows={4}
        autoFocus
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
      />
      <Group justify="flex-end" mt="sm" gap="sm">
        <Button variant="default" onClick={() => setIsOpen(false)}>
          Cancel
        </Button>
        <Button
          leftSection={<IconSend size={16} />}
          loading={isLoading}
          disabled={text.trim() === ''}
          onClick={() =>
            void handleSend().catch(() => notifications.show({ color: 'red', message: 'The reply could not be sent.' }))
          }
        >
          Send
        </Button>
      </Group>
    </Card>
  );
}
