import { Button, Card, Tabs, Text, Title } from '@mantine/core';

const tabs = [
  {
    value: 'overview',
    label: 'Overview',
    text: 'A summary of the project: its goal, its team and its next milestone.',
  },
  { value: 'activity', label: 'Activity', text: 'What changed this week: four tasks closed, two reviews waiting.' },
  { value: 'settings', label: 'Settings', text: 'Who can see the project, and who hears about its changes.' },
];

/** A card with navigation tabs in its header; each tab shows its own body. */
export function NavigationCard() {
  return (
    <Card component="article">
      <Tabs defaultValue="overview">
        <Card.Section>
          <Tabs.List px="md">
            {tabs.map((tab) => (
              <Tabs.Tab key={tab.value} value={tab.value}>
                {tab.label}
              </Tabs.Tab>
            ))}
          </Tabs.List>
        </Card.Section>
        {tabs.map((tab) => (
          <Tabs.Panel key={tab.value} value={tab.value} pt="md">
            <Title order={2} fz="lg" mb="xs">
              {tab.label}
            </Title>
            <Text size="sm" c="dimmed" mb="md">
              {tab.text}
            </Text>
            <Button variant="light" size="xs">
              Open {tab.label.toLowerCase()}
            </Button>
          </Tabs.Panel>
        ))}
      </Tabs>
    </Card>
  );
}
