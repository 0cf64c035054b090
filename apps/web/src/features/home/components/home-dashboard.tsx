import { SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { type ChecklistItem, GettingStartedChecklist } from './getting-started-checklist.tsx';
import { type HomeAreaLink, ProductAreaCard } from './product-area-card.tsx';

interface HomeDashboardProps {
  userName: string;
  organisationName: string;
  areas: HomeAreaLink[];
  checklist: ChecklistItem[];
  isChecklistLoading: boolean;
}

function greeting(now: Date): string {
  const hour = now.getHours();
  if (hour < 12) return 'Good morning';
  if (hour < 18) return 'Good afternoon';
  return 'Good evening';
}

/** The signed-in home: a welcome, first steps and a card for every product area. */
export function HomeDashboard({
  userName,
  organisationName,
  areas,
  checklist,
  isChecklistLoading,
}: HomeDashboardProps) {
  const firstName = userName.split(/\s+/)[0] ?? userName;
  return (
    <Stack gap="xl">
      <Stack gap={4}>
        <Title order={1} fz={{ base: 'h2', sm: 'h1' }}>
          {greeting(new Date())}, {firstName}
        </Title>
        <Text c="dimmed">Welcome to Leadpilot. Here’s where to take {organisationName} next.</Text>
      </Stack>
      {checklist.length > 0 || isChecklistLoading ? (
        <GettingStartedChecklist items={checklist} isLoading={isChecklistLoading} />
      ) : null}
      <Stack gap="md" component="section" aria-labelledby="areas-title">
        <Stack gap={2}>
          <Title order={2} fz="h4" id="areas-title">
            Explore Leadpilot
          </Title>
          <Text size="sm" c="dimmed">
            Everything your team can do, in one place.
          </Text>
        </Stack>
        <SimpleGrid cols={{ base: 1, xs: 2, lg: 3 }} spacing="md">
          {areas.map((area) => (
            <ProductAreaCard key={area.path} area={area} />
          ))}
        </SimpleGrid>
      </Stack>
    </Stack>
  );
}
