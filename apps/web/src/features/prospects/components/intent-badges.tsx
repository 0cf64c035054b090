import type { PersonSummary } from '@leadpilot/contracts';
import { Badge, Group, Text, VisuallyHidden } from '@mantine/core';

/** The company's surging intent topics, strongest first. */
export function IntentBadges({ intent }: { intent: PersonSummary['intent'] }) {
  if (intent.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        —
      </Text>
    );
  }
  return (
    <Group gap={4}>
      {intent.map((topic) => (
        <Badge
          key={topic.topic}
          size="sm"
          variant="light"
          color="orange"
          tt="none"
          title={`Intent score ${topic.score}`}
        >
          {topic.topic}
          <VisuallyHidden>, intent score {topic.score}</VisuallyHidden>
        </Badge>
      ))}
    </Group>
  );
}
