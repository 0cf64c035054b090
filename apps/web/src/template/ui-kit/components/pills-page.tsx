import { Chip, Group, Stack, Tabs, Text } from '@mantine/core';
import { IconMessageCircle, IconPhoto, IconSettings } from '@tabler/icons-react';
import { useState } from 'react';
import { ExampleCard, ExamplePage } from './example-card.tsx';
import { kitColors } from './kit-colors.ts';

const pillTabs = [
  { value: 'home', label: 'Home', icon: IconPhoto, text: 'Candy canes tootsie roll muffin — the home pill is open.' },
  {
    value: 'messages',
    label: 'Messages',
    icon: IconMessageCircle,
    text: 'Three unread messages from the design team.',
  },
  { value: 'settings', label: 'Settings', icon: IconSettings, text: 'Notification and privacy settings live here.' },
];

const filters = ['Design', 'Engineering', 'Marketing', 'Sales', 'Support'];

/** Nav pills that switch panels, vertical and justified pills, and pill-shaped filter chips. */
export function PillsPage() {
  const [chosen, setChosen] = useState<string[]>(['Design']);
  return (
    <ExamplePage title="Pills" description="Rounded tabs and filter chips.">
      <ExampleCard title="Nav pills" description="Each pill opens its own panel.">
        <Tabs variant="pills" radius="xl" defaultValue="home">
          <Tabs.List>
            {pillTabs.map((tab) => (
              <Tabs.Tab key={tab.value} value={tab.value} leftSection={<tab.icon size={14} />}>
                {tab.label}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {pillTabs.map((tab) => (
            <Tabs.Panel key={tab.value} value={tab.value} pt="sm">
              <Text size="sm">{tab.text}</Text>
            </Tabs.Panel>
          ))}
        </Tabs>
      </ExampleCard>
      <ExampleCard title="Vertical pills" description="Pills stacked beside their panels.">
        <Tabs variant="pills" orientation="vertical" defaultValue="messages">
          <Tabs.List>
            {pillTabs.map((tab) => (
              <Tabs.Tab key={tab.value} value={tab.value}>
                {tab.label}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {pillTabs.map((tab) => (
            <Tabs.Panel key={tab.value} value={tab.value} pl="md">
              <Text size="sm">{tab.text}</Text>
            </Tabs.Panel>
          ))}
        </Tabs>
      </ExampleCard>
      <ExampleCard title="Justified, in colours" description="Pills that share the width, in each semantic colour.">
        <Stack gap="sm">
          {kitColors.slice(0, 4).map((kitColor) => (
            <Tabs key={kitColor.label} variant="pills" color={kitColor.filled} autoContrast defaultValue="home">
              <Tabs.List grow aria-label={`${kitColor.label} pills`}>
                {pillTabs.map((tab) => (
                  <Tabs.Tab key={tab.value} value={tab.value}>
                    {tab.label}
                  </Tabs.Tab>
                ))}
              </Tabs.List>
            </Tabs>
          ))}
        </Stack>
      </ExampleCard>
      <ExampleCard title="Filter chips" description="Pill-shaped toggles; pick any number.">
        <Stack gap="sm">
          <Chip.Group multiple value={chosen} onChange={setChosen}>
            <Group gap="xs">
              {filters.map((filter) => (
                <Chip key={filter} value={filter}>
                  {filter}
                </Chip>
              ))}
            </Group>
          </Chip.Group>
          <Text size="sm" data-testid="pills-chosen">
            {chosen.length ? `Teams: ${chosen.join(', ')}` : 'No team chosen'}
          </Text>
        </Stack>
      </ExampleCard>
    </ExamplePage>
  );
}
