import { Button, Stack, Text, ThemeIcon, Title, UnstyledButton } from '@mantine/core';
import { IconFilterOff, IconMailbox } from '@tabler/icons-react';
import type { ConnectOption, ConnectOptionKey } from './connect-options.ts';
import classes from './mailboxes-empty-state.module.css';

interface MailboxesEmptyStateProps {
  /** The ways to add a mailbox this server offers. */
  options: readonly ConnectOption[];
  /** A search is narrowing the list. */
  isFiltered: boolean;
  onClearSearch: () => void;
  onChoose: (key: ConnectOptionKey) => void;
  pendingKey: string | null;
}

/** No mailbox yet: why one is needed, and every way to connect it, side by side. */
export function MailboxesEmptyState({
  options,
  isFiltered,
  onClearSearch,
  onChoose,
  pendingKey,
}: MailboxesEmptyStateProps) {
  if (isFiltered) {
    return (
      <Stack align="center" gap="sm" py="xl" px="md" ta="center">
        <Title order={2} fz="h4">
          No mailboxes match
        </Title>
        <Text size="sm" c="dimmed">
          Try another address or sender name.
        </Text>
        <Button variant="light" leftSection={<IconFilterOff size={16} />} onClick={onClearSearch}>
          Clear search
        </Button>
      </Stack>
    );
  }
  return (
    <Stack align="center" gap="lg" py="xl" px={{ base: 'xs', sm: 'md' }}>
      <Stack align="center" gap="sm" ta="center">
        <ThemeIcon size={56} radius={56} variant="light" color="gray" aria-hidden>
          <IconMailbox size={28} />
        </ThemeIcon>
        <Title order={2} fz="h4">
          Connect your first mailbox
        </Title>
        <Text size="sm" c="dimmed" maw={520}>
          Campaigns send from your own mailboxes and read the replies there. Connect one, warm it up for a couple of
          weeks, and check its domain’s records before your first campaign.
        </Text>
      </Stack>
      <div className={classes.grid}>
        {options.map(({ key, label, description, icon: Icon }) => (
          <UnstyledButton
            key={key}
            className={classes.option}
            onClick={() => onChoose(key)}
            disabled={pendingKey !== null}
            aria-busy={pendingKey === key}
          >
            <ThemeIcon size={40} radius="md" variant="light" aria-hidden>
              <Icon size={22} stroke={1.7} />
            </ThemeIcon>
            <Stack gap={2}>
              <Text fw={600} size="sm">
                {label}
              </Text>
              <Text size="xs" c="dimmed">
                {description}
              </Text>
            </Stack>
          </UnstyledButton>
        ))}
      </div>
    </Stack>
  );
}
