import { Avatar, Button, Group, Modal, MultiSelect, Select, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { CopyTextButton } from '../ui/copy-text-button.tsx';
import type { ExampleModalProps } from './modal-props.ts';

const people = ['Lester Palmer', 'Mattie Blair', 'Marvin Wheeler', 'Nannie Ford', 'Julian Murphy', 'Sophie Gilbert'];
const accessLevels = ['Owner', 'Can edit', 'Can view'];
const projectLink = 'https://leadpilot.test/projects/q4-outreach';

/** Share project: invite people, set each member's access, copy the link. */
export function ShareProjectModal({ opened, onClose }: ExampleModalProps) {
  const [invited, setInvited] = useState<string[]>([]);
  const [members, setMembers] = useState<Record<string, string>>({
    'Lester Palmer': 'Owner',
    'Mattie Blair': 'Can edit',
  });

  function handleShare() {
    setMembers((current) => ({ ...current, ...Object.fromEntries(invited.map((name) => [name, 'Can view'])) }));
    notifications.show({ color: 'green', message: `Shared with ${invited.join(', ')}.`, autoClose: 2000 });
    setInvited([]);
  }

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title="Share project"
      closeButtonProps={{ 'aria-label': 'Close' }}
      size="lg"
    >
      <Stack gap="md">
        <Group align="flex-end" gap="sm" wrap="nowrap">
          <MultiSelect
            label="Add members"
            placeholder="Pick people"
            data={people.filter((name) => !(name in members))}
            value={invited}
            onChange={setInvited}
            searchable
            style={{ flex: 1 }}
          />
          <Button onClick={handleShare} disabled={invited.length === 0}>
            Share
          </Button>
        </Group>
        <Text fw={600} size="sm">
          {Object.keys(members).length} members
        </Text>
        {Object.entries(members).map(([name, access]) => (
          <Group key={name} justify="space-between" wrap="nowrap">
            <Group gap="sm" wrap="nowrap">
              <Avatar name={name} color="initials" radius="xl" size="sm" />
              <Text size="sm">{name}</Text>
            </Group>
            <Select
              aria-label={`Access of ${name}`}
              data={accessLevels}
              value={access}
              allowDeselect={false}
              onChange={(value) => value && setMembers({ ...members, [name]: value })}
              w={130}
              size="xs"
            />
          </Group>
        ))}
        <TextInput
          label="Project link"
          value={projectLink}
          readOnly
          rightSection={<CopyTextButton value={projectLink} label="Copy the project link" />}
        />
      </Stack>
    </Modal>
  );
}
