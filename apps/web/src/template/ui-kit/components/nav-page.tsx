import { Anchor, Group, NavLink, Paper, SegmentedControl, Stack, Text } from '@mantine/core';
import { IconChartBar, IconFileText, IconHome, IconSettings, IconUsers } from '@tabler/icons-react';
import { useState } from 'react';
import { ExampleCard, ExamplePage } from './example-card.tsx';

const links = [
  { label: 'Dashboard', icon: IconHome },
  { label: 'Reports', icon: IconChartBar, description: 'Weekly and monthly' },
  { label: 'Team', icon: IconUsers },
  { label: 'Settings', icon: IconSettings },
];

const horizontal = ['Active', 'Link', 'Another link'];

/** Navs: vertical links with an active one, nested links, a horizontal nav and a segmented switch. */
export function NavPage() {
  const [active, setActive] = useState('Dashboard');
  const [section, setSection] = useState('Active');
  const [view, setView] = useState('List');
  return (
    <ExamplePage title="Navs" description="Lists of links to move between the parts of a page or an app.">
      <ExampleCard
        title="Vertical"
        description="The current link is highlighted; icons and a second line help to scan."
      >
        <nav aria-label="Vertical nav">
          {links.map((link) => (
            <NavLink
              key={link.label}
              href="#"
              label={link.label}
              description={link.description}
              leftSection={<link.icon size={16} />}
              active={link.label === active}
              aria-current={link.label === active ? 'page' : undefined}
              onClick={(event) => {
                event.preventDefault();
                setActive(link.label);
              }}
            />
          ))}
        </nav>
        <Text size="sm" data-testid="nav-active">
          Current: {active}
        </Text>
      </ExampleCard>
      <ExampleCard title="Nested" description="A parent link that opens its children.">
        <nav aria-label="Nested nav">
          <NavLink label="Documents" leftSection={<IconFileText size={16} />} defaultOpened childrenOffset={28}>
            {['Invoices', 'Contracts', 'Receipts'].map((label) => (
              <NavLink key={label} label={label} href="#" onClick={(event) => event.preventDefault()} />
            ))}
          </NavLink>
        </nav>
      </ExampleCard>
      <ExampleCard title="Horizontal" description="Links in a row, the current one underlined.">
        <Paper withBorder radius="md" px="md" py="sm">
          <Group component="nav" aria-label="Horizontal nav" gap="lg">
            {horizontal.map((label) => (
              <Anchor
                key={label}
                href="#"
                size="sm"
                fw={label === section ? 600 : 400}
                underline={label === section ? 'always' : 'hover'}
                aria-current={label === section ? 'page' : undefined}
                onClick={(event) => {
                  event.preventDefault();
                  setSection(label);
                }}
              >
                {label}
              </Anchor>
            ))}
          </Group>
        </Paper>
      </ExampleCard>
      <ExampleCard title="Segmented" description="A compact switch between views.">
        <Stack gap="sm">
          <SegmentedControl aria-label="View" data={['List', 'Board', 'Calendar']} value={view} onChange={setView} />
          <Text size="sm">Showing the {view.toLowerCase()} view.</Text>
        </Stack>
      </ExampleCard>
    </ExamplePage>
  );
}
