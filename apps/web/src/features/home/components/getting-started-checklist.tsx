import { Button, Card, Group, Progress, Skeleton, Stack, Text, ThemeIcon, Title, VisuallyHidden } from '@mantine/core';
import { IconCircleCheckFilled, IconCircleDashed } from '@tabler/icons-react';
import { Link } from 'react-router';

export interface ChecklistItem {
  id: string;
  label: string;
  description: string;
  isDone: boolean;
  actionLabel: string;
  actionTo: string;
}

interface GettingStartedChecklistProps {
  items: ChecklistItem[];
  isLoading: boolean;
}

/** First steps for a new workspace, with progress. */
export function GettingStartedChecklist({ items, isLoading }: GettingStartedChecklistProps) {
  const doneCount = items.filter((item) => item.isDone).length;
  const isComplete = items.length > 0 && doneCount === items.length;
  return (
    <Card aria-labelledby="getting-started-title">
      <Stack gap="md">
        <Group justify="space-between" align="flex-end" gap="xs">
          <Stack gap={2}>
            <Title order={2} fz="h4" id="getting-started-title">
              {isComplete ? 'You’re all set' : 'Getting started'}
            </Title>
            <Text size="sm" c="dimmed">
              {isComplete
                ? 'Every first step is done. Nice work.'
                : 'A few steps to get your workspace ready for outreach.'}
            </Text>
          </Stack>
          {isLoading ? null : (
            <Text size="sm" fw={600} c="dimmed">
              {doneCount} of {items.length} done
            </Text>
          )}
        </Group>
        <Progress
          value={items.length === 0 ? 0 : (doneCount / items.length) * 100}
          size="sm"
          radius="xl"
          aria-label="Getting started progress"
        />
        <Stack gap={0} component="ol" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {isLoading
            ? [1, 2].map((row) => <Skeleton key={row} height={52} my={6} radius="md" />)
            : items.map((item) => <ChecklistRow key={item.id} item={item} />)}
        </Stack>
      </Stack>
    </Card>
  );
}

function ChecklistRow({ item }: { item: ChecklistItem }) {
  return (
    <Group
      component="li"
      justify="space-between"
      gap="sm"
      py="sm"
      wrap="wrap"
      style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}
      data-done={item.isDone}
    >
      <Group gap="sm" wrap="nowrap" align="flex-start" style={{ flex: '1 1 16rem' }}>
        <ThemeIcon variant="transparent" color={item.isDone ? 'green' : 'gray'} size={24} aria-hidden>
          {item.isDone ? <IconCircleCheckFilled size={22} /> : <IconCircleDashed size={22} />}
        </ThemeIcon>
        <Stack gap={2}>
          <Text fw={600} size="sm" td={item.isDone ? 'line-through' : undefined} c={item.isDone ? 'dimmed' : undefined}>
            {item.label}
            <VisuallyHidden>{item.isDone ? ' (done)' : ' (to do)'}</VisuallyHidden>
          </Text>
          <Text size="sm" c="dimmed">
            {item.description}
          </Text>
        </Stack>
      </Group>
      {item.isDone ? null : (
        <Button component={Link} to={item.actionTo} size="xs" variant="light">
          {item.actionLabel}
        </Button>
      )}
    </Group>
  );
}
