import { type Mailbox, saveMailboxBodySchema } from '@leadpilot/contracts';
import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { serverFieldErrors } from '../../../api/server-errors.ts';
import { useSaveMailboxMutation } from '../api/save-mailbox.ts';
import { schemaFieldErrors } from './schema-field-errors.ts';

interface SandboxFormValues {
  email: string;
  senderName: string;
}

function toSandboxBody(values: SandboxFormValues) {
  const email = values.email.trim();
  return { kind: 'sandbox' as const, email: email === '' ? undefined : email, senderName: values.senderName.trim() };
}

interface SandboxMailboxModalProps {
  opened: boolean;
  onClose: () => void;
  onSaved: (mailbox: Mailbox) => void;
}

/** Adds the built-in sandbox mailbox: mail "sent" from it stays in Leadpilot, for demos and trials. */
export function SandboxMailboxModal({ opened, onClose, onSaved }: SandboxMailboxModalProps) {
  const [saveMailbox, { isLoading }] = useSaveMailboxMutation();
  const form = useForm<SandboxFormValues>({
    initialValues: { email: '', senderName: '' },
    validate: (values) => schemaFieldErrors(saveMailboxBodySchema, toSandboxBody(values)),
    validateInputOnBlur: true,
  });

  const handleSubmit = form.onSubmit(async (values) => {
    try {
      onSaved(await saveMailbox(toSandboxBody(values)).unwrap());
    } catch (error) {
      // The HTTP client has shown the server's message; put it next to its field too.
      form.setErrors(serverFieldErrors(error));
    }
  });

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      onExitTransitionEnd={() => form.reset()}
      title="Add a sandbox mailbox"
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <form onSubmit={handleSubmit} noValidate aria-label="Sandbox mailbox">
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            Nothing leaves Leadpilot: campaigns and warm-up run as usual and every message lands in Sandbox mail, so you
            can try everything before connecting a real mailbox.
          </Text>
          <TextInput
            label="Email address"
            type="email"
            placeholder="demo@example.com"
            autoComplete="off"
            data-autofocus
            {...form.getInputProps('email')}
          />
          <TextInput
            label="Sender name"
            placeholder="Jane Doe"
            autoComplete="off"
            {...form.getInputProps('senderName')}
          />
          <Group justify="flex-end" gap="sm" mt="xs">
            <Button variant="default" onClick={onClose} type="button">
              Cancel
            </Button>
            <Button type="submit" loading={isLoading}>
              Add sandbox mailbox
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
