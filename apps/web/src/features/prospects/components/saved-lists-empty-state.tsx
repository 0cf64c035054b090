import { Button, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconListDetails, IconPlus } from '@tabler/icons-react';

/** No saved list yet: how lists come about. */
export function SavedListsEmptyState({ onCreate }: { onCreate: () => void }) {
  return (
    <Stack align="center" gap="sm" py="xl" px="md" ta="center">
      <ThemeIcon size={56} radius={56} variant="light" color="gray" aria-hidden>
        <IconListDetails size={28} />
      </ThemeIcon>
      <Title order={3} fz="h4">
        No lists yet
      </Title>
      <Text size="sm" c="dimmed" maw={440}>
        Select people in the search results and choose “Save to list”, or create an empty list now.
      </Text>
      <Button variant="light" leftSection={<IconPlus size={16} aria-hidden />} onClick={onCreate}>
        Create a list
      </Button>
    </Stack>
  );
}
