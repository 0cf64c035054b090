import { Card, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconInbox, IconSearch } from '@tabler/icons-react';

interface SandboxMessageListEmptyProps {
  /** The search in force; '' when the mailbox itself is empty. */
  query: string;
}

/** An empty mailbox, or a search that matches nothing. */
export function SandboxMessageListEmpty({ query }: SandboxMessageListEmptyProps) {
  const isSearching = query !== '';
  return (
    <Card>
      <Stack align="center" gap="xs" ta="center" py="md">
        <ThemeIcon size={48} radius={48} variant="light" color="gray" aria-hidden>
          {isSearching ? <IconSearch size={24} /> : <IconInbox size={24} />}
        </ThemeIcon>
        <Title order={2} fz="h5">
          {isSearching ? 'No messages match your search' : 'No messages yet'}
        </Title>
        <Text size="sm" c="dimmed" maw={320}>
          {isSearching
            ? `Nothing matches “${query}”. Try another subject or email address.`
            : 'When you invite a teammate, the invitation email appears here, and so will campaign emails later.'}
        </Text>
      </Stack>
    </Card>
  );
}
