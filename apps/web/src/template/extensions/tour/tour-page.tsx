import { Avatar, Button, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconBook, IconMail, IconPlayerPlay, IconUpload, IconUsersPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { DemoCard } from '../../shared/ui/demo-card.tsx';
import { ExtensionPage } from '../shared/extension-page.tsx';
import { startTour } from './start-tour.ts';

const figures = [
  { label: 'Leads', value: '1,284' },
  { label: 'Replies', value: '312' },
  { label: 'Meetings', value: '48' },
];

/** Tour: a driver.js walk-through (loaded on the first click) over the cards of this page. */
export function TourPage() {
  const [isRunning, setIsRunning] = useState(false);

  async function handleStart() {
    if (isRunning) return;
    setIsRunning(true);
    try {
      await startTour(() => setIsRunning(false));
    } catch {
      setIsRunning(false);
    }
  }

  return (
    <ExtensionPage
      title="Tour"
      description="Guide new users around a page, one highlighted element at a time."
      actions={
        <Button
          id="tour-start"
          leftSection={<IconPlayerPlay size={16} aria-hidden />}
          onClick={() => void handleStart()}
          aria-describedby="tour-hint"
        >
          Start tour
        </Button>
      }
    >
      <div id="tour-profile">
        <DemoCard title="Profile" description="Who is signed in.">
          <Group>
            <Avatar color="indigo" radius="xl" aria-hidden>
              ZH
            </Avatar>
            <Stack gap={0}>
              <Text fw={600}>Zoe Harper</Text>
              <Text size="sm">Sales lead · Team Lisbon</Text>
            </Stack>
          </Group>
        </DemoCard>
      </div>
      <div id="tour-stats">
        <DemoCard title="Last 30 days" description="How the outreach went.">
          <SimpleGrid cols={3}>
            {figures.map((figure) => (
              <Stack key={figure.label} gap={0}>
                <Text fz="xl" fw={700}>
                  {figure.value}
                </Text>
                <Text size="sm">{figure.label}</Text>
              </Stack>
            ))}
          </SimpleGrid>
        </DemoCard>
      </div>
      <div id="tour-actions">
        <DemoCard title="Quick actions" description="What you do most.">
          <Group>
            <Button variant="light" leftSection={<IconUsersPlus size={16} aria-hidden />}>
              Add a lead
            </Button>
            <Button variant="light" leftSection={<IconUpload size={16} aria-hidden />}>
              Import
            </Button>
            <Button variant="light" leftSection={<IconMail size={16} aria-hidden />}>
              New campaign
            </Button>
          </Group>
        </DemoCard>
      </div>
      <div id="tour-help">
        <DemoCard title="Help" description="Guides for every screen.">
          <Text size="sm" id="tour-hint">
            The tour has five steps; Escape ends it at any time.
          </Text>
          <Button variant="default" leftSection={<IconBook size={16} aria-hidden />}>
            Open the guides
          </Button>
        </DemoCard>
      </div>
    </ExtensionPage>
  );
}
