import { Text } from '@mantine/core';

/** The manual tasks of campaigns (placeholder until the page is built). */
export function TasksPage() {
  return <Text c="dimmed">Tasks</Text>;
}
