import type { AutopilotAction } from '@leadpilot/contracts';
import { Alert, Button, Group, Modal, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { textToHtml } from '../hooks/text-to-html.ts';

interface EditValues {
  subject: string;
  body: string;
}

const replySubject = (subject: string) => (/^re:/i.test(subject.trim()) ? subject.trim() : `Re: ${subject.trim()}`);

/**
 * Edit a draft (or write the answer to an escalation) and approve it: what a person writes is sent
 * as they wrote it, in the prospect's thread.
 */
export function EditAnswerModal({
  action,
  isBusy,
  error,
  onApprove,
  onClose,
}: {
  action: AutopilotAction | null;
  isBusy: boolean;
  error: string | null;
  onApprove: (edited: { subject: string; bodyHtml: string }) => void;
  onClose: () => void;
}) {
  const isEscalation = action !== null && !action.bodyText.trim();
  return (
    <Modal
      opened={action !== null}
      onClose={onClose}
      title={isEscalation ? 'Write the answer' : 'Edit and approve'}
      size="lg"
    >
      {action ? (
        <EditAnswerForm
          key={action.id}
          action={action}
          isEscalation={isEscalation}
          isBusy={isBusy}
          error={error}
          onApprove={onApprove}
          onClose={onClose}
        />
      ) : null}
    </Modal>
  );
}

function EditAnswerForm({
  action,
  isEscalation,
  isBusy,
  error,
  onApprove,
  onClose,
}: {
  action: AutopilotAction;
  isEscalation: boolean;
  isBusy: boolean;
  error: string | null;
  onApprove: (edited: { subject: string; bodyHtml: string }) => void;
  onClose: () => void;
}) {
  const form = useForm<EditValues>({
    initialValues: { subject: action.subject || replySubject(action.reply?.subject ?? ''), body: action.bodyText },
    validate: {
      subject: (value) => (value.trim() ? null : 'Enter a subject'),
      body: (value) => (value.trim() ? null : 'Write the message'),
    },
  });
  return (
    <form
      noValidate
      aria-label={isEscalation ? 'Write the answer' : 'Edit the answer'}
      onSubmit={form.onSubmit((values) => onApprove({ subject: values.subject, bodyHtml: textToHtml(values.body) }))}
    >
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          To {action.prospect.name || action.prospect.email}, in their thread. It is sent as you write it.
        </Text>
        <TextInput label="Subject" {...form.getInputProps('subject')} />
        <Textarea label="Message" autosize minRows={8} maxRows={20} data-autofocus {...form.getInputProps('body')} />
        {error ? (
          <Alert color="red" variant="light" role="alert" title="Not approved">
            {error}
          </Alert>
        ) : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" loading={isBusy}>
            Approve and send
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
