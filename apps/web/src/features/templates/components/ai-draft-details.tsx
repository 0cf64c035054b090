import type { AiDraft } from '@leadpilot/contracts';
import { Alert, Badge, Group, Stack, Text, Tooltip } from '@mantine/core';
import { IconCoins, IconCpu, IconInfoCircle } from '@tabler/icons-react';

const sourceColors: Record<string, string> = {
  prospect: 'indigo',
  company: 'teal',
  news: 'orange',
  intent: 'grape',
  offer: 'blue',
  instruction: 'gray',
};

/** Which engine wrote a draft, what it cost, why the model was not used, and the facts it relied on. */
export function AiDraftDetails({ draft }: { draft: AiDraft }) {
  const engine = draft.engine === 'llm' ? `AI model${draft.model ? ` · ${draft.model}` : ''}` : 'Built-in writer';
  return (
    <Stack gap="sm">
      <Group gap="xs">
        <Badge
          variant="light"
          color="indigo"
          leftSection={<IconCpu size={12} aria-hidden />}
          tt="none"
          data-testid="ai-engine"
        >
          {engine}
        </Badge>
        <Badge
          variant="light"
          color="gray"
          leftSection={<IconCoins size={12} aria-hidden />}
          tt="none"
          data-testid="ai-credits"
        >
          {draft.credits} {draft.credits === 1 ? 'credit' : 'credits'} spent
        </Badge>
      </Group>
      {draft.fallbackReason ? (
        <Alert
          color="yellow"
          variant="light"
          icon={<IconInfoCircle size={18} />}
          title="Written by the built-in writer"
        >
          {draft.fallbackReason}
        </Alert>
      ) : null}
      <Stack gap={6}>
        <Text size="sm" fw={600}>
          Facts it used
        </Text>
        {draft.factsUsed.length === 0 ? (
          <Text size="sm" c="dimmed">
            Only your brief; no prospect facts.
          </Text>
        ) : (
          <Group gap={6} component="ul" aria-label="Facts used" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {draft.factsUsed.map((fact) => (
              <li key={`${fact.source}:${fact.label}:${fact.value}`}>
                <Tooltip label={`${fact.label}: ${fact.value}`} withArrow multiline maw={320}>
                  <Badge
                    variant="outline"
                    color={sourceColors[fact.source] ?? 'gray'}
                    tt="none"
                    maw={300}
                    size="lg"
                    fw={500}
                    tabIndex={0}
                  >
                    <Text span size="xs" fw={700} tt="capitalize">
                      {fact.source}
                    </Text>
                    <Text span size="xs">
                      {' · '}
                      {fact.label}: {fact.value}
                    </Text>
                  </Badge>
                </Tooltip>
              </li>
            ))}
          </Group>
        )}
      </Stack>
    </Stack>
  );
}
