import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';

interface DeleteCampaignModalProps {
  name: string;
  opened: boolean;
  isDeleting: boolean;
  /** The server's refusal, shown in the dialog. */
  error: string | null;
  onConfirm: () => void;
  onClose: () => void;
}

/** Asks before deleting a draft campaign. */
export function DeleteCampaignModal({ name, opened, isDeleting, error, onConfirm, onClose }: DeleteCampaignModalProps) {
  return (
    <Modal opened={opened} onClose={onClose} title={`Delete “${name}”?`} size="md">
      <Stack gap="md">
        <Text size="sm">The draft, its steps and its audience go away for everyone in your organisation.</Text>
        {error ? (
          <Alert color="red" variant="light" role="alert" title="Not deleted">
            {error}
          </Alert>
        ) : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} data-autofocus>
            Cancel
          </Button>
          <Button color="red" loading={isDeleting} onClick={onConfirm}>
            Delete campaign
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
