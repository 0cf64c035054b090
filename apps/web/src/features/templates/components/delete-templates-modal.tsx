import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useDeleteTemplatesMutation } from '../api/delete-templates.ts';

interface DeleteTemplatesModalProps {
  /** The chosen templates' ids and, for one, its name. */
  ids: string[];
  name: string | null;
  opened: boolean;
  onClose: () => void;
  onDeleted: () => void;
}

/** Asks before deleting the chosen templates. */
export function DeleteTemplatesModal({ ids, name, opened, onClose, onDeleted }: DeleteTemplatesModalProps) {
  const [deleteTemplates, { isLoading }] = useDeleteTemplatesMutation();
  const title = ids.length === 1 && name ? `Delete “${name}”?` : `Delete ${ids.length} templates?`;

  const handleConfirm = async () => {
    try {
      await deleteTemplates({ ids }).unwrap();
      onDeleted();
      onClose();
    } catch {
      // The HTTP client has shown the server's reason; the dialog stays open.
    }
  };

  return (
    <Modal opened={opened} onClose={onClose} title={title} size="md">
      <Stack gap="md">
        <Text size="sm">
          {ids.length === 1
            ? 'The template and its version history go'
            : 'The templates and their version histories go'}{' '}
          away for everyone in your organisation. Emails already sent are not affected.
        </Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} data-autofocus>
            Cancel
          </Button>
          <Button color="red" loading={isLoading} onClick={() => void handleConfirm()}>
            {ids.length === 1 ? 'Delete template' : `Delete ${ids.length} templates`}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
