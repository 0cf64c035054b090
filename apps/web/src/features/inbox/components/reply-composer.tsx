import type { InboxMessageDetail } from '@leadpilot/contracts';
import { Alert, Button, Card, Group, Stack, Textarea, TextInput, Title } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { type FormEvent, useRef, useState } from 'react';
import { errorMessageOf } from '../../../api/base-query.ts';
import { type ReplySent, useReplyToInboxMessageMutation } from '../api/inbox-actions.ts';
import { textToHtml } from './text-to-html.ts';

interface ReplyComposerProps {
  messageId: string;
  reply: InboxMessageDetail['reply'];
  onClose: () => void;
}

/**
 * A reply in the thread: from the mailbox the message arrived in, to its sender (both fixed), the
 * subject "Re: …" ready. One idempotency key per composer, so a double click or a retry sends once.
 */
export function ReplyComposer({ messageId, reply, onClose }: ReplyComposerProps) {
  const [idempotencyKey] = useState(() => `inbox-${crypto.randomUUID()}`);
  const [subject, setSubject] = useState(reply.subject);
  const [body, setBody] = useState('');
  const [problems, setProblems] = useState<{ subject?: string; body?: string }>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [sent, setSent] = useState<ReplySent | null>(null);
  const [send, sendState] = useReplyToInboxMessageMutation();
  const isBusy = useRef(false);

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found = {
      ...(subject.trim() ? {} : { subject: 'Enter a subject' }),
      ...(body.trim() ? {} : { body: 'Write the message' }),
    };
    setProblems(found);
    if (Object.keys(found).length > 0 || isBusy.current) return;
    isBusy.current = true;
    setServerError(null);
    try {
      setSent(
        await send({
          id: messageId,
          body: { subject: subject.trim(), bodyHtml: textToHtml(body), idempotencyKey },
        }).unwrap(),
      );
    } catch (failure) {
      setServerError(errorMessageOf(failure) ?? 'The reply could not be sent. Please try again.');
    } finally {
      isBusy.current = false;
    }
  };

  if (sent) {
    return (
      <Alert color="green" variant="light" role="status" title="Reply sent" withCloseButton onClose={onClose}>
        {sent.duplicate ? 'This reply had already been sent' : 'Sent'} to {sent.to} from {sent.from}. It is in the
        thread.
      </Alert>
    );
  }
  return (
    <Card withBorder radius="md" padding="sm" component="section" aria-labelledby="inbox-reply-heading">
      <form onSubmit={(event) => void handleSubmit(event)} noValidate>
        <Stack gap="sm">
          <Title order={3} fz="sm" id="inbox-reply-heading">
            Reply
          </Title>
          <Group grow gap="sm">
            <TextInput label="To" value={reply.to} readOnly variant="filled" />
            <TextInput label="From" value={reply.from} readOnly variant="filled" />
          </Group>
          <TextInput
            label="Subject"
            value={subject}
            onChange={(event) => setSubject(event.currentTarget.value)}
            error={problems.subject}
            maxLength={998}
          />
          <Textarea
            label="Message"
            value={body}
            onChange={(event) => setBody(event.currentTarget.value)}
            error={problems.body}
            autosize
            minRows={5}
            // The composer opens on request (Reply, or r): writing starts at once.
            autoFocus
          />
          {serverError ? (
            <Alert color="red" variant="light" role="alert" title="Not sent">
              {serverError}
            </Alert>
          ) : null}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={sendState.isLoading} leftSection={<IconSend size={16} aria-hidden />}>
              Send reply
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
