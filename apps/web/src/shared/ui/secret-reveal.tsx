import { ActionIcon, Alert, Code, CopyButton, Group, Stack, Text, Tooltip } from '@mantine/core';
import { IconAlertTriangle, IconCheck, IconCopy } from '@tabler/icons-react';

interface SecretRevealProps {
  /** What it is: "API key", "Access code". */
  label: string;
  value: string;
  /** Why it is shown only now. */
  warning: string;
  /** The copy button's name (default "Copy <label>"). */
  copyLabel?: string;
  testId?: string;
}

/** A secret shown once (an API key, an access code, a webhook's signing secret), with a copy button and the reason to keep it now. */
export function SecretReveal({
  label,
  value,
  warning,
  copyLabel = `Copy ${label}`,
  testId = 'secret-value',
}: SecretRevealProps) {
  return (
    <Stack gap="sm">
      <Alert color="yellow" variant="light" icon={<IconAlertTriangle size={18} />} title="Copy it now">
        {warning}
      </Alert>
      <Text size="sm" fw={500}>
        {label}
      </Text>
      <Group gap="xs" wrap="nowrap" align="center">
        <Code block style={{ flex: 1, wordBreak: 'break-all' }} data-testid={testId}>
          {value}
        </Code>
        <CopyButton value={value}>
          {({ copied, copy }) => (
            <Tooltip label={copied ? 'Copied' : copyLabel} withArrow>
              <ActionIcon
                variant="light"
                color={copied ? 'teal' : 'gray'}
                onClick={copy}
                aria-label={copied ? 'Copied' : copyLabel}
              >
                {copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
              </ActionIcon>
            </Tooltip>
          )}
        </CopyButton>
      </Group>
    </Stack>
  );
}
