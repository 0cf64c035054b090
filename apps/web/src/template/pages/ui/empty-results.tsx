import { Stack, Text, ThemeIcon } from '@mantine/core';
import { IconSearchOff } from '@tabler/icons-react';

/** What a search shows when nothing matches. */
export function EmptyResults({ query }: { query: string }) {
  return (
    <Stack align="center" gap="xs" py="xl" ta="center" role="status">
      <ThemeIcon size={56} radius={56} variant="light" color="gray" aria-hidden>
        <IconSearchOff size={28} />
      </ThemeIcon>
      <Text fw={600}>No results for “{query}”</Text>
      <Text size="sm" c="dimmed">
        Try other words, or browse the categories.
      </Text>
    </Stack>
  );
}
