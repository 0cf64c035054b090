import { Card, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface ShopEmptyStateProps {
  icon: ReactNode;
  title: string;
  description: string;
  action?: ReactNode;
}

/** What the shop, the wishlist and the cart show when they have nothing to list. */
export function ShopEmptyState({ icon, title, description, action }: ShopEmptyStateProps) {
  return (
    <Card py="xl">
      <Stack align="center" gap="xs" ta="center">
        <ThemeIcon size={60} radius={60} variant="light" aria-hidden>
          {icon}
        </ThemeIcon>
        <Title order={2} fz="h4">
          {title}
        </Title>
        <Text c="dimmed" size="sm">
          {description}
        </Text>
        {action}
      </Stack>
    </Card>
  );
}
