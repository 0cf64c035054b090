import type { Member } from '@leadpilot/contracts';
import { Button, Group, List, Modal, Stack, Text } from '@mantine/core';
import { useDeactivateMemberMutation } from '../api/deactivate-member.ts';

interface DeactivateMemberModalProps {
  member: Member;
  opened: boolean;
  onClose: () => void;
}

/** Asks before deactivating a teammate: they lose access at once and every session of theirs ends. */
export function DeactivateMemberModal({ member, opened, onClose }: DeactivateMemberModalProps) {
  const [deactivateMember, { isLoading }] = useDeactivateMemberMutation();

  const handleConfirm = async () => {
    try {
      await deactivateMember({ userId: member.id }).unwrap();
      onClose();
    } catch {
      // The HTTP client has shown the server's reason; the modal stays open.
    }
  };

  return (
    <Modal opened={opened} onClose={onClose} title={`Deactivate ${member.name}?`} size="md">
      <Stack gap="md">
        <Text size="sm">
          {member.name} ({member.email}) loses access to Leadpilot at once:
        </Text>
        <List size="sm" spacing={4}>
          <List.Item>Every session they have open ends, on every device.</List.Item>
          <List.Item>They can no longer sign in or use a pending invitation link.</List.Item>
          <List.Item>Their work stays in your workspace, and you can reactivate them later.</List.Item>
        </List>
        <Group justify="flex-end" gap="sm" mt="xs">
          <Button variant="default" onClick={onClose} data-autofocus>
            Cancel
          </Button>
          <Button color="red" loading={isLoading} onClick={() => void handleConfirm()}>
            Deactivate
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
