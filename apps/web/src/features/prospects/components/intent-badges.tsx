import type { PersonSummary } from '@leadpilot/contracts';
import { Badge, Group, Text, VisuallyHidden } from '@mantine/core';

/** The company's surging intent topics, strongest first; `limit` shows the first few and "+N" for the rest. */
export function IntentBadges({ intent, limit }: { intent: PersonSummary['intent']; limit?: number }) {
  if (intent.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        —
      </Text>
    );
  }
  const shown = limit === undefined ? intent : intent.slice(0, limit);
  const hidden = intent.slice(shown.length);
  return (
    <Group gap={4} wrap={limit === undefined ? 'wrap' : 'nowrap'} miw={0}>
      {shown.map((topic) => (
        <Badge
          key={topic.topic}
          size="sm"
          variant="light"
          color="orange"
          tt="none"
          title={`${topic.topic}: intent score ${topic.score}`}
          miw={0}
          style={{ flexShrink: 1 }}
        >
          {topic.topic}
          <VisuallyHidden>, intent score {topic.score}</VisuallyHidden>
        </Badge>
      ))}
      {hidden.length > 0 ? (
        <Badge
          size="sm"
          variant="outline"
          color="orange"
          tt="none"
          style={{ flexShrink: 0 }}
          title={hidden.map((topic) => `${topic.topic}: intent score ${topic.score}`).join('\n')}
        >
          +{hidden.length}
          <VisuallyHidden>
            {' more: '}
            {hidden.map((topic) => `${topic.topic}, intent score ${topic.score}`).join('; ')}
          </VisuallyHidden>
        </Badge>
      ) : null}
    </Group>
  );
}
