import { Badge, Button, Card, Group, List, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import type { PricingPlan } from '../../mocks/types.ts';
import { accentText } from '../../shared/ui/accent-text.ts';
import { type Billing, planPrice } from './plan-price.ts';

interface PlanCardProps {
  plan: PricingPlan;
  billing: Billing;
  isCurrent: boolean;
}

/** One plan: its price on the chosen billing, its benefits, and the button to pick it. */
export function PlanCard({ plan, billing, isCurrent }: PlanCardProps) {
  const { perMonth, billedYearly } = planPrice(plan, billing);
  const titleId = `plan-${plan.title.toLowerCase()}`;
  return (
    <Card
      component="article"
      aria-labelledby={titleId}
      h="100%"
      style={plan.popular ? { borderColor: 'var(--mantine-primary-color-filled)', borderWidth: 2 } : undefined}
    >
      <Stack gap="md" h="100%">
        <Group justify="space-between" align="flex-start" mih={26}>
          <Title order={2} fz="h3" id={titleId}>
            {plan.title}
          </Title>
          {plan.popular ? <Badge variant="light">Popular</Badge> : null}
        </Group>
        <Text c="dimmed" size="sm" mt={-8}>
          {plan.subtitle}
        </Text>
        <div>
          <Group gap={4} align="baseline">
            <Text fz={14} fw={600} c={accentText} style={{ alignSelf: 'flex-start' }}>
              $
            </Text>
            <Text fz={44} fw={700} c={accentText} lh={1} data-testid={`price-${plan.title.toLowerCase()}`}>
              {perMonth}
            </Text>
            <Text c="dimmed" size="sm">
              /month
            </Text>
          </Group>
          <Text size="xs" c="dimmed" mih={18} data-testid={`annual-${plan.title.toLowerCase()}`}>
            {billedYearly === null ? '' : `USD ${billedYearly}/year`}
          </Text>
        </div>
        <List
          spacing="xs"
          size="sm"
          style={{ flex: 1 }}
          icon={
            <ThemeIcon size={18} radius="xl" variant="light" aria-hidden>
              <IconCheck size={12} />
            </ThemeIcon>
          }
        >
          {plan.planBenefits.map((benefit) => (
            <List.Item key={benefit}>{benefit}</List.Item>
          ))}
        </List>
        <Button variant={plan.popular ? 'filled' : 'light'} color={isCurrent ? 'green' : undefined} fullWidth>
          {isCurrent ? 'Your current plan' : 'Upgrade'}
        </Button>
      </Stack>
    </Card>
  );
}
