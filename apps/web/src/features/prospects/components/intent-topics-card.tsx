import type { PersonSummary } from '@leadpilot/contracts';
import { Badge, Group, Stack, Text } from '@mantine/core';
import { formatDay } from '../../../shared/format/format-date.ts';
import { SectionCard } from '../../../shared/ui/section-card.tsx';

const sourceLabels: Record<PersonSummary['intent'][number]['source'], string> = {
  hiring: 'Hiring',
  funding: 'Funding',
  news: 'News',
  technology_change: 'Technology change',
  web_research: 'Web research',
};

/** What the company is researching right now, with each topic's score and how long it has surged. */
export function IntentTopicsCard({ intent }: { intent: PersonSummary['intent'] }) {
  return (
    <SectionCard title="Buying intent">
      {intent.length === 0 ? (
        <Text size="sm" c="dimmed">
          No surging topics for this company right now.
        </Text>
      ) : (
        <Stack gap="sm" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
          {intent.map((topic) => (
            <Group key={topic.topic} component="li" justify="space-between" gap="sm" wrap="wrap">
              <Stack gap={0}>
                <Text size="sm" fw={600}>
                  {topic.topic}
                </Text>
                <Text size="xs" c="dimmed">
                  {sourceLabels[topic.source]} · since {formatDay(topic.since)}
                </Text>
              </Stack>
              <Badge variant="light" color="orange">
                Score {topic.score}
              </Badge>
            </Group>
          ))}
        </Stack>
      )}
    </SectionCard>
  );
}
