import type { LaunchCheck } from '@leadpilot/contracts';
import { Alert, List, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconCircleX } from '@tabler/icons-react';

/** The launch check's findings: what blocks the launch, then what deserves a second look. */
export function LaunchCheckPanel({ check }: { check: LaunchCheck }) {
  return (
    <Stack gap="sm" role="region" aria-label="Launch check">
      {check.ready ? (
        <Alert color="green" variant="light" icon={<IconCircleCheck size={18} />} title="Ready to launch">
          {check.prospects.toLocaleString()} prospects will be enrolled.
          {check.aiDraftCredits > 0 ? ` AI drafts will cost ${check.aiDraftCredits.toLocaleString()} credits.` : ''}
        </Alert>
      ) : null}
      {check.blocking.length > 0 ? (
        <Alert color="red" variant="light" icon={<IconCircleX size={18} />} title="Fix these before launching">
          <List size="sm">
            {check.blocking.map((finding) => (
              <List.Item key={finding.code + finding.message}>{finding.message}</List.Item>
            ))}
          </List>
        </Alert>
      ) : null}
      {check.warnings.length > 0 ? (
        <Alert color="yellow" variant="light" icon={<IconAlertTriangle size={18} />} title="Worth a second look">
          <List size="sm">
            {check.warnings.map((finding) => (
              <List.Item key={finding.code + finding.message}>{finding.message}</List.Item>
            ))}
          </List>
        </Alert>
      ) : null}
      {!check.ready && check.aiDraftCredits > 0 ? (
        <Text size="sm" c="dimmed">
          AI drafts will cost {check.aiDraftCredits.toLocaleString()} credits.
        </Text>
      ) : null}
    </Stack>
  );
}
