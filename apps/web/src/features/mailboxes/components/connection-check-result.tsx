import type { ConnectionCheck, ConnectionStep } from '@leadpilot/contracts';
import { Alert, List, Text, ThemeIcon } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';

const stepLabels: Record<ConnectionStep['step'], string> = {
  smtp: 'Sending (SMTP)',
  imap: 'Reading (IMAP)',
  token: 'Sign-in',
  api: 'Provider',
};

/** Each step of a connection check with its plain-words message: what worked, what to fix. */
export function ConnectionCheckResult({ check }: { check: ConnectionCheck }) {
  return (
    <Alert
      variant="light"
      color={check.ok ? 'green' : 'red'}
      title={check.ok ? 'The connection works' : 'The connection did not work'}
      data-testid="connection-check"
      role="status"
    >
      <List spacing="xs" size="sm" center>
        {check.steps.map((step) => (
          <List.Item
            key={step.step}
            data-step={step.step}
            data-ok={step.ok}
            icon={
              <ThemeIcon size={20} radius="xl" color={step.ok ? 'green' : 'red'} aria-hidden>
                {step.ok ? <IconCheck size={12} /> : <IconX size={12} />}
              </ThemeIcon>
            }
          >
            <Text size="sm" span fw={600}>
              {stepLabels[step.step]}:
            </Text>{' '}
            <Text size="sm" span>
              {step.message}
            </Text>
          </List.Item>
        ))}
      </List>
    </Alert>
  );
}
