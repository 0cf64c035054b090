import { type Member, type OrganisationRole, roleLabels } from '@leadpilot/contracts';
import { Button, Group, Modal, Select, Stack, Text } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useChangeMemberRoleMutation } from '../api/change-member-role.ts';
import { roleDescriptions, roleSelectData } from './role-select-data.ts';

interface ChangeRoleModalProps {
  member: Member;
  opened: boolean;
  onClose: () => void;
  /** Only an owner may grant the owner role. */
  canGrantOwner: boolean;
}

/** Gives a teammate another role; mount it afresh for each member (a `key`). */
export function ChangeRoleModal({ member, opened, onClose, canGrantOwner }: ChangeRoleModalProps) {
  const [changeMemberRole, { isLoading }] = useChangeMemberRoleMutation();
  const [role, setRole] = useState<OrganisationRole>(member.role);
  // A current owner stays listed so the Select shows their role.
  const options = roleSelectData(canGrantOwner || member.role === 'owner');

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (role === member.role) return;
    try {
      await changeMemberRole({ id: member.id, role }).unwrap();
      onClose();
    } catch {
      // The HTTP client has shown the server's reason; the modal stays open to try again.
    }
  };

  return (
    <Modal opened={opened} onClose={onClose} title="Change role" size="md">
      <form onSubmit={(event) => void handleSubmit(event)} noValidate>
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            Choose what {member.name} can do. Their current role is {roleLabels[member.role]}; a change takes effect at
            once.
          </Text>
          <Select
            label="Role"
            data={options}
            value={role}
            onChange={(next) => {
              if (next) setRole(next);
            }}
            allowDeselect={false}
            description={roleDescriptions[role]}
            data-autofocus
          />
          <Group justify="flex-end" gap="sm" mt="xs">
            <Button variant="default" onClick={onClose} type="button">
              Cancel
            </Button>
            <Button type="submit" loading={isLoading} disabled={role === member.role}>
              Save role
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
