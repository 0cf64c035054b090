import { Badge, Button, Card, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconCreditCard } from '@tabler/icons-react';
import { formatPrice } from '../../../../../shared/format/format-money.ts';
import type { User } from '../../../../mocks/types.ts';
import { capitalise } from '../../user-options.ts';
import { planDetails } from '../plan-prices.ts';

const cards = [
  { holder: 'Tom McBride', ending: '9856', expires: '12/27', isPrimary: true },
  { holder: 'Mildred Wagner', ending: '5896', expires: '10/28', isPrimary: false },
];

/** The billing and plans tab: current plan, payment methods and billing address. */
export function BillingTab({ user }: { user: User }) {
  const plan = planDetails[user.currentPlan];
  return (
    <Stack gap="lg">
      <Card>
        <Title order={2} fz="h5" mb="md">
          Current plan
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Stack gap={4}>
            <Text size="sm" fw={600}>
              Your current plan is {capitalise(user.currentPlan)}
            </Text>
            <Text size="sm" c="dimmed">
              {plan.features.join(' · ')}
            </Text>
            <Text size="sm" fw={600} mt="sm">
              {formatPrice(plan.price, 'USD')} per month
            </Text>
            <Text size="sm" c="dimmed">
              Billed by {user.billing}
            </Text>
          </Stack>
          <Group align="flex-end" justify="flex-end">
            <Button>Upgrade plan</Button>
            <Button variant="light" color="red">
              Cancel subscription
            </Button>
          </Group>
        </SimpleGrid>
      </Card>
      <Card>
        <Title order={2} fz="h5" mb="md">
          Payment methods
        </Title>
        <Stack gap="sm">
          {cards.map((card) => (
            <Paper key={card.ending} withBorder p="md" radius="md">
              <Group justify="space-between" wrap="wrap">
                <Group gap="sm">
                  <IconCreditCard size={28} aria-hidden />
                  <Stack gap={0}>
                    <Group gap="xs">
                      <Text size="sm" fw={600}>
                        {card.holder}
                      </Text>
                      {card.isPrimary ? (
                        <Badge size="sm" variant="light">
                          Primary
                        </Badge>
                      ) : null}
                    </Group>
                    <Text size="sm" c="dimmed">
                      •••• {card.ending} · expires {card.expires}
                    </Text>
                  </Stack>
                </Group>
                <Button size="xs" variant="default">
                  Edit card ending {card.ending}
                </Button>
              </Group>
            </Paper>
          ))}
        </Stack>
      </Card>
      <Card>
        <Title order={2} fz="h5" mb="md">
          Billing address
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
          <Text size="sm">Company: {user.company}</Text>
          <Text size="sm">Billing email: {user.email}</Text>
          <Text size="sm">Contact: {user.contact}</Text>
          <Text size="sm">Country: {user.country}</Text>
        </SimpleGrid>
      </Card>
    </Stack>
  );
}
