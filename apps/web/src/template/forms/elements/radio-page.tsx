import { Group, Radio, SimpleGrid, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { DemoCard } from '../../shared/ui/demo-card.tsx';
import { FormPage } from '../shared/form-page.tsx';

const plans = [
  { value: 'basic', title: 'Basic', description: 'One mailbox, 500 sends a day', price: '$9' },
  { value: 'team', title: 'Team', description: 'Five mailboxes and shared templates', price: '$39' },
  { value: 'agency', title: 'Agency', description: 'Unlimited mailboxes and clients', price: '$99' },
];

function PlanCards() {
  const [plan, setPlan] = useState('team');
  return (
    <Radio.Group label="Plan" description="Billed monthly; change at any time." value={plan} onChange={setPlan}>
      <SimpleGrid cols={{ base: 1, sm: 3 }} mt="xs" spacing="sm">
        {plans.map((item) => (
          <Radio.Card key={item.value} value={item.value} radius="md" p="md" withBorder>
            <Group wrap="nowrap" align="flex-start" gap="sm">
              <Radio.Indicator />
              <Stack gap={2}>
                <Text fw={600}>{item.title}</Text>
                <Text size="sm">{item.description}</Text>
                <Text size="sm" fw={600}>
                  {item.price}/month
                </Text>
              </Stack>
            </Group>
          </Radio.Card>
        ))}
      </SimpleGrid>
      <Text size="sm" mt="sm" data-testid="plan-value">
        Selected plan: {plans.find((item) => item.value === plan)?.title}
      </Text>
    </Radio.Group>
  );
}

/** Radios: a group, colours, sizes, states and selectable cards. */
export function RadioPage() {
  return (
    <FormPage title="Radio" description="One choice among a few: plain groups, colours and selectable cards.">
      <DemoCard title="Group">
        <Radio.Group label="Preferred contact" description="We use it for replies." defaultValue="email" withAsterisk>
          <Group mt="xs">
            <Radio value="email" label="Email" />
            <Radio value="phone" label="Phone" />
            <Radio value="post" label="Post" />
          </Group>
        </Radio.Group>
      </DemoCard>
      <DemoCard title="Colours and states">
        <Radio.Group label="Colour" defaultValue="green">
          <Group mt="xs">
            {['indigo', 'green', 'red', 'orange', 'grape'].map((colour) => (
              <Radio key={colour} value={colour} color={colour} label={colour[0]?.toUpperCase() + colour.slice(1)} />
            ))}
          </Group>
        </Radio.Group>
        <Group>
          <Radio label="Disabled" disabled value="a" name="disabled-demo" />
          <Radio label="Disabled checked" disabled defaultChecked value="b" name="disabled-demo-2" />
          <Radio label="Large" size="lg" value="c" name="size-demo" defaultChecked />
        </Group>
      </DemoCard>
      <Stack style={{ gridColumn: '1 / -1' }}>
        <DemoCard title="Radio cards" description="The whole card is the control.">
          <PlanCards />
        </DemoCard>
      </Stack>
    </FormPage>
  );
}
