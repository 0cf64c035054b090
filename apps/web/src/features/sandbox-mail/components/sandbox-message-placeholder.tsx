import { Card, Center, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconMail } from '@tabler/icons-react';

/** The reading pane before a message is chosen. */
export function SandboxMessagePlaceholder() {
  return (
    <Card>
      <Center mih={280}>
        <Stack align="center" gap="sm" ta="center">
          <ThemeIcon size={48} radius={48} variant="light" color="gray" aria-hidden>
            <IconMail size={24} />
          </ThemeIcon>
          <Text c="dimmed">Choose a message to read it</Text>
        </Stack>
      </Center>
    </Card>
  );
}
