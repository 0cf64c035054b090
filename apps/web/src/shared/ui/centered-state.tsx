import { Button, Center, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

interface CenteredStateProps {
  icon: ReactNode;
  title: string;
  description: ReactNode;
  color?: string;
  /** Where the main button leads; home by default. */
  actionTo?: string;
  actionLabel?: string;
  eyebrow?: ReactNode;
  children?: ReactNode;
}

/** A whole-page message with an icon and a way back: coming soon, not authorized, not found. */
export function CenteredState({
  icon,
  title,
  description,
  color = 'indigo',
  actionTo = '/home',
  actionLabel = 'Back to home',
  eyebrow,
  children,
}: CenteredStateProps) {
  return (
    <Center mih="60vh" px="md" py="xl">
      <Stack align="center" gap="md" maw={520} ta="center">
        <ThemeIcon size={72} radius={72} variant="light" color={color} aria-hidden>
          {icon}
        </ThemeIcon>
        {eyebrow}
        <Title order={1} fz={{ base: 'h3', sm: 'h2' }}>
          {title}
        </Title>
        <Text c="dimmed">{description}</Text>
        <Group justify="center" gap="sm" mt="xs">
          <Button component={Link} to={actionTo} variant="light" leftSection={<IconArrowLeft size={16} />}>
            {actionLabel}
          </Button>
          {children}
        </Group>
      </Stack>
    </Center>
  );
}
