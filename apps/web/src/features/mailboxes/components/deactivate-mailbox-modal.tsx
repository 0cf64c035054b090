import type { Mailbox } from '@leadpilot/contracts';
import { Button, Group, List, Modal, Stack, Text } from '@mantine/core';
import { useDeactivateMailboxMutation } from '../api/deactivate-mailbox.ts';

interface DeactivateMailboxModalProps {
  mailbox: Mailbox;
  opened: boolean;
  onClose: () => void;
}

/** Asks before switching a mailbox or calendar off, or back on, and says what that changes. */
export function DeactivateMailboxModal({ mailbox, opened, onClose }: DeactivateMailboxModalProps) {
  const [deactivateMailbox, { isLoading }] = useDeactivateMailboxMutation();
  const isReactivating = mailbox.status === 'deactivated';
  const isCalendar = mailbox.mode === 'Calendar';

  const handleConfirm = async () => {
    try {
      await deactivateMailbox({ id: mailbox.id, active: isReactivating }).unwrap();
      onClose();
    } catch {
      // The HTTP client has shown the server's reason; the modal stays open.
    }
  };

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={`${isReactivating ? 'Reactivate' : 'Deactivate'} ${mailbox.email}?`}
      size="md"
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <Stack gap="md">
        {isReactivating ? (
          <Text size="sm">
            {isCalendar
              ? 'Prospects can book meetings in this calendar again.'
              : 'Campaigns and warm-up may send from this mailbox again, within its daily limit and sending window.'}
          </Text>
        ) : (
          <List size="sm" spacing={4}>
            {isCalendar ? (
              <List.Item>Prospects can no longer book meetings in this calendar.</List.Item>
            ) : (
              <>
                <List.Item>Nothing is sent from this mailbox: campaigns skip it and warm-up pauses.</List.Item>
                <List.Item>Replies already received stay in Leadpilot.</List.Item>
              </>
            )}
            <List.Item>Its settings are kept, and you can reactivate it at any time.</List.Item>
          </List>
        )}
        <Group justify="flex-end" gap="sm" mt="xs">
          <Button variant="default" onClick={onClose} data-autofocus>
            Cancel
          </Button>
          <Button color={isReactivating ? undefined : 'red'} loading={isLoading} onClick={() => void handleConfirm()}>
            {isReactivating ? 'Reactivate' : 'Deactivate'}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
