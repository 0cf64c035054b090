import { ActionIcon, CopyButton, Group, Stack, Text, Tooltip } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import type { ReactNode } from 'react';

interface ContactFieldProps {
  label: string;
  /** The value shown; null shows "Not available". */
  value: string | null;
  /** Offer a copy button (revealed values only). */
  canCopy: boolean;
  badge?: ReactNode;
  note?: ReactNode;
}

/** One contact detail: its label, value, status badge, copy button and where it came from. */
export function ContactField({ label, value, canCopy, badge, note }: ContactFieldProps) {
  return (
    <Stack gap={4}>
      <Text size="sm" fw={600}>
        {label}
      </Text>
      <Group gap="xs" wrap="wrap" align="center">
        <Text size="sm" c={value ? undefined : 'dimmed'} style={{ overflowWrap: 'anywhere' }}>
          {value ?? 'Not available'}
        </Text>
        {badge}
        {canCopy && value ? (
          <CopyButton value={value}>
            {({ copied, copy }) => (
              <Tooltip label={copied ? 'Copied' : `Copy ${label.toLowerCase()}`} withArrow>
                <ActionIcon
                  variant="subtle"
                  color={copied ? 'teal' : 'gray'}
                  onClick={copy}
                  aria-label={copied ? `${label} copied` : `Copy ${label.toLowerCase()}`}
                >
                  {copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />}
                </ActionIcon>
              </Tooltip>
            )}
          </CopyButton>
        ) : null}
      </Group>
      {note}
    </Stack>
  );
}
