import { Stack, Text } from '@mantine/core';

/** A small label over its figure, for the rows of figures under a chart. */
export function CardFigure({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap={2}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fw={650} fz="lg">
        {value}
      </Text>
    </Stack>
  );
}
