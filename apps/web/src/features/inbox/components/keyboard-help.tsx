import { ActionIcon, Kbd, Stack, Text, Tooltip } from '@mantine/core';
import { IconKeyboard } from '@tabler/icons-react';

const shortcuts = [
  ['j', 'next message'],
  ['k', 'previous message'],
  ['e', 'mark handled'],
  ['r', 'reply'],
] as const;

/** The inbox's keyboard shortcuts, announced on hover or focus. */
export function KeyboardHelp() {
  return (
    <Tooltip
      multiline
      w={220}
      withArrow
      events={{ hover: true, focus: true, touch: true }}
      label={
        <Stack gap={4}>
          {shortcuts.map(([key, action]) => (
            <Text key={key} size="xs">
              <Kbd size="xs">{key}</Kbd> {action}
            </Text>
          ))}
        </Stack>
      }
    >
      <ActionIcon
        variant="default"
        size="lg"
        aria-label="Keyboard shortcuts: j and k move between messages, e marks handled, r replies"
      >
        <IconKeyboard size={18} aria-hidden />
      </ActionIcon>
    </Tooltip>
  );
}
