import { List, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconAlertTriangle, IconCheck } from '@tabler/icons-react';
import type { CopyReport } from './spam-check.ts';

/** The spam-word and length checks as a checklist: a green tick or an amber warning with advice. */
export function CopyChecklist({ report }: { report: CopyReport }) {
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed" aria-live="polite">
        {report.warningCount === 0
          ? 'Nothing here looks like spam to a filter or a reader.'
          : `${report.warningCount} ${report.warningCount === 1 ? 'thing' : 'things'} to look at before you send.`}
      </Text>
      <List spacing="sm" listStyleType="none" aria-label="Spam and length checks">
        {report.checks.map((check) => (
          <List.Item
            key={check.id}
            icon={
              <ThemeIcon size={22} radius="xl" variant="light" color={check.isPassed ? 'green' : 'yellow'} aria-hidden>
                {check.isPassed ? <IconCheck size={14} /> : <IconAlertTriangle size={14} />}
              </ThemeIcon>
            }
          >
            <Text size="sm" fw={600}>
              {check.label}
              <Text span size="sm" c={check.isPassed ? 'dimmed' : 'yellow.9'} fw={400}>
                {' '}
                {check.isPassed ? '· fine' : '· warning'}
              </Text>
            </Text>
            <Text size="sm" c="dimmed">
              {check.detail}
            </Text>
          </List.Item>
        ))}
      </List>
    </Stack>
  );
}
