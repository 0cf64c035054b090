import type { RecordingSummary, SummaryItem } from '@leadpilot/contracts';
import { Alert, Badge, Button, Group, List, Stack, Text, Title } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { clock } from './recording-format.ts';

interface SummaryProps {
  summary: RecordingSummary;
  /** Moves the player to this second of the call. */
  onSeek: (seconds: number) => void;
}

/** The moment an item cites: a button that plays the call from there, or the line when the transcript has no times. */
export function CitedMoment({
  item,
  onSeek,
}: {
  item: Pick<SummaryItem, 'start' | 'segmentIndex'>;
  onSeek: SummaryProps['onSeek'];
}) {
  if (item.start === null) {
    return (
      <Text size="xs" c="dimmed" component="span">
        line {item.segmentIndex + 1}
      </Text>
    );
  }
  const start = item.start;
  return (
    <Button
      size="compact-xs"
      variant="light"
      onClick={() => onSeek(start)}
      aria-label={`Play from ${clock(start)}`}
      ff="monospace"
    >
      {clock(start)}
    </Button>
  );
}

function Items({
  items,
  onSeek,
  extra,
}: {
  items: SummaryItem[];
  onSeek: SummaryProps['onSeek'];
  extra?: (item: SummaryItem) => ReactNode;
}) {
  return (
    <List spacing="xs" listStyleType="none" ml={0} pl={0}>
      {items.map((item) => (
        <List.Item key={`${item.segmentIndex}:${item.quote}`}>
          <Group gap="xs" wrap="nowrap" align="flex-start">
            <CitedMoment item={item} onSeek={onSeek} />
            <Text size="sm">
              {item.text}
              {item.speaker ? (
                <Text span c="dimmed" size="xs">
                  {' '}
                  — {item.speaker}
                </Text>
              ) : null}
              {extra?.(item)}
            </Text>
          </Group>
        </List.Item>
      ))}
    </List>
  );
}

function Section({
  title,
  empty,
  children,
  count,
}: {
  title: string;
  empty: string;
  children: ReactNode;
  count: number;
}) {
  return (
    <Stack gap="xs" component="section" aria-label={title}>
      <Title order={3} fz="h5">
        {title}
      </Title>
      {count === 0 ? (
        <Text size="sm" c="dimmed">
          {empty}
        </Text>
      ) : (
        children
      )}
    </Stack>
  );
}

/** Next steps, questions by who asked, objections, competitors and dates, each citing its moment. */
export function RecordingSummaryView({ summary, onSeek }: SummaryProps) {
  const questionCount = summary.questions.reduce((sum, group) => sum + group.items.length, 0);
  return (
    <Stack gap="lg">
      <Text size="xs" c="dimmed">
        {summary.source === 'model'
          ? 'Written by the AI model; every item quotes the words said at its moment.'
          : 'Found by the built-in rules in the transcript’s own sentences.'}
      </Text>
      {summary.notes.map((note) => (
        <Alert key={note} color="blue" variant="light" icon={<IconInfoCircle size={18} />}>
          {note}
        </Alert>
      ))}
      <Section title="Next steps" empty="No next step was said." count={summary.nextSteps.length}>
        <Items items={summary.nextSteps} onSeek={onSeek} />
      </Section>
      <Section title="Questions asked" empty="No question was asked." count={questionCount}>
        <Stack gap="sm">
          {summary.questions.map((group) => (
            <Stack key={group.speaker ?? 'unknown'} gap={4}>
              <Text size="sm" fw={500}>
                {group.speaker ? `Asked by ${group.speaker}` : 'Asked (speaker not named)'}
              </Text>
              <Items items={group.items} onSeek={onSeek} />
            </Stack>
          ))}
        </Stack>
      </Section>
      <Section title="Objections" empty="No objection was raised." count={summary.objections.length}>
        <Items items={summary.objections} onSeek={onSeek} />
      </Section>
      <Section title="Competitors mentioned" empty="No competitor was named." count={summary.competitors.length}>
        <Group gap="md">
          {summary.competitors.map((item) => (
            <Group key={item.name} gap={6}>
              <Badge variant="outline">{item.name}</Badge>
              <CitedMoment item={item} onSeek={onSeek} />
            </Group>
          ))}
        </Group>
      </Section>
      <Section title="Dates mentioned" empty="No date was mentioned." count={summary.dates.length}>
        <Items
          items={summary.dates}
          onSeek={onSeek}
          extra={(item) => {
            const date = (item as SummaryItem & { date?: string | null }).date;
            return date ? (
              <Text span c="dimmed" size="xs">
                {' '}
                ({date})
              </Text>
            ) : null;
          }}
        />
      </Section>
    </Stack>
  );
}
