import { Badge, Card, Group, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import type { ComponentType } from 'react';
import { Link } from 'react-router';
import classes from './product-area-card.module.css';

export interface HomeAreaLink {
  path: string;
  label: string;
  description: string;
  icon: ComponentType<{ size?: number | string; stroke?: number }>;
  isComingSoon: boolean;
}

/** A clickable card for one product area. */
export function ProductAreaCard({ area }: { area: HomeAreaLink }) {
  const Icon = area.icon;
  return (
    <Card component={Link} to={area.path} className={classes.card} aria-label={`${area.label}: ${area.description}`}>
      <Stack gap="sm" h="100%">
        <Group justify="space-between" align="flex-start">
          <ThemeIcon size={42} radius="md" variant="light" color="indigo" aria-hidden>
            <Icon size={22} stroke={1.7} />
          </ThemeIcon>
          {area.isComingSoon ? (
            <Badge variant="light" color="gray" size="sm">
              Coming soon
            </Badge>
          ) : null}
        </Group>
        <Text fw={650}>{area.label}</Text>
        <Text size="sm" c="dimmed" style={{ flexGrow: 1 }}>
          {area.description}
        </Text>
        <Group gap={4} c="indigo" className={classes.more}>
          <Text size="sm" fw={600} c="inherit">
            {area.isComingSoon ? 'Learn more' : 'Open'}
          </Text>
          <IconArrowRight size={14} aria-hidden />
        </Group>
      </Stack>
    </Card>
  );
}
