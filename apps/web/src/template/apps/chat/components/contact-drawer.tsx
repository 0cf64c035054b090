import { Badge, Divider, Drawer, Stack, Text, Title } from '@mantine/core';
import type { ChatContact } from '../../../mocks/types.ts';
import { StatusAvatar, statusColors, statusName } from './status-avatar.tsx';

interface ContactDrawerProps {
  contact: ChatContact | null;
  onClose: () => void;
}

/** The contact's profile beside the conversation: picture, status, role and about. */
export function ContactDrawer({ contact, onClose }: ContactDrawerProps) {
  return (
    <Drawer
      opened={contact !== null}
      onClose={onClose}
      position="right"
      size="sm"
      title="Contact"
      closeButtonProps={{ 'aria-label': 'Close the contact details' }}
    >
      {contact ? (
        <Stack align="center" gap="xs" ta="center">
          <StatusAvatar person={contact} size={84} />
          <Title order={2} fz="h4" mt="sm">
            {contact.fullName}
          </Title>
          <Text size="sm" c="dimmed">
            {contact.role}
          </Text>
          <Badge variant="light" color={statusColors[contact.status].split('.')[0]}>
            {statusName(contact.status)}
          </Badge>
          <Divider w="100%" my="md" />
          <Stack gap={4} w="100%" ta="left">
            <Text size="xs" fw={600} tt="uppercase" c="dimmed">
              About
            </Text>
            <Text size="sm">{contact.about}</Text>
          </Stack>
        </Stack>
      ) : null}
    </Drawer>
  );
}
