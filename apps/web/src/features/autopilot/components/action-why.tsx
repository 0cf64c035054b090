import type { AutopilotAction } from '@leadpilot/contracts';
import { List, Stack, Text } from '@mantine/core';

/**
 * Why the autopilot did what it did: its reasons in plain words, the escalations with the reply's
 * words that decided them, and the knowledge the answer cites (source and the team's own words) or,
 * for a step of the sequence the AI writer wrote, the prospect's and company's facts its lines use.
 */
export function ActionWhy({ action, withTitle = true }: { action: AutopilotAction; withTitle?: boolean }) {
  const { reasons, escalations, sources } = action;
  return (
    <Stack gap={6}>
      {withTitle ? (
        <Text size="xs" fw={600} tt="uppercase" c="dimmed">
          Why
        </Text>
      ) : null}
      <List size="sm" spacing={4}>
        {reasons.map((reason) => (
          <List.Item key={`${reason.rule}-${reason.words}`}>{reason.words}</List.Item>
        ))}
      </List>
      {escalations.some((item) => item.evidence.length > 0) ? (
        <Text size="xs" c="dimmed">
          In the reply:{' '}
          {escalations
            .flatMap((item) => item.evidence)
            .map((words) => `“${words}”`)
            .join(', ')}
        </Text>
      ) : null}
      {sources.facts.length > 0 ? (
        <Stack gap={2}>
          <Text size="xs" fw={600} c="dimmed">
            {action.kind === 'sequence_email' ? 'Where its lines come from' : 'From the knowledge'}
          </Text>
          <List size="xs" spacing={2}>
            {sources.facts.map((fact) => (
              <List.Item key={fact.id}>
                <Text span size="xs" fw={600}>
                  {fact.source}:
                </Text>{' '}
                <Text span size="xs">
                  {fact.text}
                </Text>
              </List.Item>
            ))}
          </List>
        </Stack>
      ) : null}
      {sources.label ? (
        <Text size="xs" c="dimmed">
          Read as “{sources.label.replaceAll('_', ' ')}” (confidence {Math.round(sources.confidence * 100)} %).
        </Text>
      ) : null}
    </Stack>
  );
}
