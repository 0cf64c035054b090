import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';

interface SkipEmailsModalProps {
  /** "the email to Ada Lovelace, step 2" or "3 emails". */
  subject: string;
  count: number;
  opened: boolean;
  isSkipping: boolean;
  /** The server's refusal, shown in the dialog. */
  error: string | null;
  onConfirm: () => void;
  onClose: () => void;
}

/** Asks before skipping scheduled emails. */
export function SkipEmailsModal({
  subject,
  count,
  opened,
  isSkipping,
  error,
  onConfirm,
  onClose,
}: SkipEmailsModalProps) {
  return (
    <Modal opened={opened} onClose={onClose} title={`Skip ${subject}?`} size="md">
      <Stack gap="md">
        <Text size="sm">
          {count === 1 ? 'The email is not sent, and the prospect’s' : 'The emails are not sent, and each prospect’s'}{' '}
          sequence moves on to its next step. This cannot be undone.
        </Text>
        {error ? (
          <Alert color="red" variant="light" role="alert" title="Not skipped">
            {error}
          </Alert>
        ) : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} data-autofocus>
            Cancel
          </Button>
          <Button color="red" loading={isSkipping} onClick={onConfirm}>
            {count === 1 ? 'Skip email' : `Skip ${count} emails`}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
