import { Button, Card, Divider, Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { Link } from 'react-router';
import { formatPrice } from '../../../../shared/format/format-money.ts';
import type { AddressValues } from './address-form.ts';

export interface PlacedOrder {
  number: string;
  itemCount: number;
  total: number;
  address: AddressValues;
}

/** After payment: the order's number, where it goes and what it cost. */
export function ConfirmationStep({ order }: { order: PlacedOrder }) {
  const { address } = order;
  return (
    <Card padding="xl">
      <Stack align="center" gap="sm" ta="center">
        <ThemeIcon size={72} radius={72} color="green" variant="light" aria-hidden>
          <IconCircleCheck size={40} />
        </ThemeIcon>
        <Title order={2}>Thank you! Your order is placed</Title>
        <Text c="dimmed" role="status">
          Order #{order.number} is confirmed. We sent the receipt to your email.
        </Text>
      </Stack>
      <Divider my="lg" />
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
        <Stack gap={4}>
          <Text fw={600}>Shipping to</Text>
          <Text size="sm">{address.fullName}</Text>
          <Text size="sm">{address.line1}</Text>
          <Text size="sm">
            {address.city}, {address.state} {address.postcode}
          </Text>
          <Text size="sm">{address.mobile}</Text>
        </Stack>
        <Stack gap={4}>
          <Text fw={600}>Items</Text>
          <Text size="sm">{order.itemCount === 1 ? '1 item' : `${order.itemCount} items`}</Text>
          <Text size="sm">Delivery is free</Text>
        </Stack>
        <Stack gap={4}>
          <Text fw={600}>Paid</Text>
          <Text size="sm">{formatPrice(order.total, 'USD')} by card</Text>
        </Stack>
      </SimpleGrid>
      <Group justify="center" mt="xl">
        <Button component={Link} to="/apps/ecommerce/shop">
          Continue shopping
        </Button>
      </Group>
    </Card>
  );
}
