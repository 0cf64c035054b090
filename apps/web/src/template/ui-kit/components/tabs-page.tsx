import { Tabs, type TabsProps, Text } from '@mantine/core';
import { IconMessageCircle, IconPhoto, IconSettings } from '@tabler/icons-react';
import { ExampleCard, ExamplePage } from './example-card.tsx';

const tabs = [
  { value: 'gallery', label: 'Gallery', icon: IconPhoto, text: 'Twelve pictures from the spring campaign.' },
  { value: 'messages', label: 'Messages', icon: IconMessageCircle, text: 'Three new messages from the design team.' },
  { value: 'settings', label: 'Settings', icon: IconSettings, text: 'Who can see and edit this project.' },
  { value: 'archive', label: 'Archive', icon: IconPhoto, text: 'Nothing archived.', isDisabled: true },
];

const examples: { title: string; description: string; props: Partial<TabsProps>; withIcons?: boolean }[] = [
  { title: 'Default', description: 'An underline under the current tab; the last tab is disabled.', props: {} },
  { title: 'Outline', description: 'The current tab joins its panel.', props: { variant: 'outline' }, withIcons: true },
  { title: 'Pills', description: 'Rounded tabs filled when current.', props: { variant: 'pills' }, withIcons: true },
  { title: 'Vertical', description: 'Tabs on the side of their panels.', props: { orientation: 'vertical' } },
  { title: 'Justified', description: 'Tabs sharing the width, in the centre.', props: { color: 'teal' } },
  {
    title: 'Placed right',
    description: 'Vertical tabs on the right.',
    props: { orientation: 'vertical', placement: 'right' },
  },
];

/** One tabbed example: tabs, and a panel per tab. */
function TabsExample({
  props,
  withIcons = false,
  isGrown = false,
}: {
  props: Partial<TabsProps>;
  withIcons?: boolean;
  isGrown?: boolean;
}) {
  const isVertical = props.orientation === 'vertical';
  return (
    <Tabs defaultValue="gallery" {...props}>
      <Tabs.List grow={isGrown}>
        {tabs.map((tab) => (
          <Tabs.Tab
            key={tab.value}
            value={tab.value}
            disabled={tab.isDisabled}
            leftSection={withIcons ? <tab.icon size={14} /> : undefined}
          >
            {tab.label}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {tabs.map((tab) => (
        <Tabs.Panel key={tab.value} value={tab.value} p="sm" pt={isVertical ? undefined : 'md'}>
          <Text size="sm">{tab.text}</Text>
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}

/** Tabs: default, outline, pills, vertical, justified and placed on the right. */
export function TabsPage() {
  return (
    <ExamplePage title="Tabs" description="Switch between views of the same context without leaving the page.">
      {examples.map((example) => (
        <ExampleCard key={example.title} title={example.title} description={example.description}>
          <TabsExample props={example.props} withIcons={example.withIcons} isGrown={example.title === 'Justified'} />
        </ExampleCard>
      ))}
    </ExamplePage>
  );
}
