import { Text } from '@mantine/core';

/** The queue of scheduled sends (placeholder until the page is built). */
export function UpcomingEmailsPage() {
  return <Text c="dimmed">Upcoming emails</Text>;
}
