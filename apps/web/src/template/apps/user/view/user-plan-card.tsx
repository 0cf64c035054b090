import { Badge, Button, Card, Group, List, Progress, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { formatPrice } from '../../../../shared/format/format-money.ts';
import type { User } from '../../../mocks/types.ts';
import { accentText } from '../../../shared/ui/accent-text.ts';
import { capitalise } from '../user-options.ts';
import { planDetails } from './plan-prices.ts';

const daysUsed = 26;
const daysInPeriod = 30;

/** The user's plan: price, what it includes and how much of the period is used. */
export function UserPlanCard({ user }: { user: User }) {
  const plan = planDetails[user.currentPlan];
  return (
    <Card style={{ borderColor: 'var(--mantine-color-indigo-5)' }}>
      <Stack gap="sm">
        <Group justify="space-between">
          <Badge variant="light">{capitalise(user.currentPlan)}</Badge>
          <Text>
            <Text span fw={700} fz="h3" c={accentText}>
              {formatPrice(plan.price, 'USD')}
            </Text>
            <Text span size="sm" c="dimmed">
              {' '}
              / month
            </Text>
          </Text>
        </Group>
        <List size="sm" spacing={4}>
          {plan.features.map((feature) => (
            <List.Item key={feature}>{feature}</List.Item>
          ))}
        </List>
        <Group justify="space-between">
          <Text size="sm" fw={600}>
            Days
          </Text>
          <Text size="sm">
            {daysUsed} of {daysInPeriod} days
          </Text>
        </Group>
        <Progress value={(daysUsed / daysInPeriod) * 100} aria-label="Days of the billing period used" />
        <Text size="xs" c="dimmed">
          {daysInPeriod - daysUsed} days remaining
        </Text>
        <Button fullWidth onClick={() => notifications.show({ message: 'Plans can be changed from billing.' })}>
          Upgrade plan
        </Button>
      </Stack>
    </Card>
  );
}
