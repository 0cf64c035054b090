import type { PitchCitation, PitchCitationKind, PitchSuggestion } from '@leadpilot/contracts';
import { ActionIcon, Anchor, CopyButton, Group, Paper, Skeleton, Stack, Text, ThemeIcon, Tooltip } from '@mantine/core';
import {
  IconCheck,
  IconCoin,
  IconCopy,
  IconExternalLink,
  IconNews,
  IconStack2,
  IconTrendingUp,
  IconUserPlus,
} from '@tabler/icons-react';
import type { ComponentType } from 'react';
import { errorMessageOf } from '../../../api/base-query.ts';
import { formatDay } from '../../../shared/format/format-date.ts';
import { QueryErrorState } from '../../../shared/ui/query-error-state.tsx';
import { SectionCard } from '../../../shared/ui/section-card.tsx';
import { useGetInsightsQuery } from '../api/get-insights.ts';

const citationKinds: Record<
  PitchCitationKind,
  { label: string; color: string; icon: ComponentType<{ size?: number }> }
> = {
  news: { label: 'News', color: 'indigo', icon: IconNews },
  intent: { label: 'Buying intent', color: 'orange', icon: IconTrendingUp },
  technology: { label: 'Technology', color: 'cyan', icon: IconStack2 },
  funding: { label: 'Funding', color: 'green', icon: IconCoin },
  hiring: { label: 'Hiring', color: 'grape', icon: IconUserPlus },
};

/** Angles for a first message, each resting on one fact of the company's record, with that fact cited. */
export function PitchSuggestionsCard({ personId }: { personId: string }) {
  const insights = useGetInsightsQuery(personId);
  const { data } = insights;
  return (
    <SectionCard title="Pitch suggestions">
      {data ? (
        data.pitches.length === 0 ? (
          <Text size="sm" c="dimmed">
            Nothing in their company’s record to build a pitch on yet: no recent news, funding, buying intent or known
            technologies.
          </Text>
        ) : (
          <Stack gap="md">
            <Stack gap="md" component="ol" m={0} p={0} style={{ listStyle: 'none' }}>
              {data.pitches.map((pitch) => (
                <PitchItem key={`${pitch.citation.kind}-${pitch.citation.id ?? pitch.citation.label}`} pitch={pitch} />
              ))}
            </Stack>
            <Text size="xs" c="dimmed">
              {data.personality.refinedBy === 'llm'
                ? 'Wording refined by an AI model; every fact comes from the cited record.'
                : 'Each suggestion rests on the fact it cites; check it before you send.'}
            </Text>
          </Stack>
        )
      ) : insights.isError ? (
        <QueryErrorState message={errorMessageOf(insights.error)} onRetry={() => void insights.refetch()} />
      ) : (
        <Stack gap="md" role="status" aria-label="Loading pitch suggestions" mih={300}>
          {[0, 1, 2].map((row) => (
            <Stack key={row} gap={6}>
              <Skeleton height={14} width="40%" radius="sm" />
              <Skeleton height={12} width="95%" radius="sm" />
              <Skeleton height={12} width="85%" radius="sm" />
              <Skeleton height={18} width="50%" radius="xl" />
            </Stack>
          ))}
        </Stack>
      )}
    </SectionCard>
  );
}

function PitchItem({ pitch }: { pitch: PitchSuggestion }) {
  return (
    <Stack component="li" gap={6}>
      <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
        <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
          {pitch.angle}
        </Text>
        <CopyButton value={pitch.text}>
          {({ copied, copy }) => (
            <Tooltip label={copied ? 'Copied' : 'Copy suggestion'} withArrow>
              <ActionIcon
                variant="subtle"
                color={copied ? 'teal' : 'gray'}
                onClick={copy}
                aria-label={copied ? `“${pitch.angle}” copied` : `Copy the “${pitch.angle}” suggestion`}
              >
                {copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />}
              </ActionIcon>
            </Tooltip>
          )}
        </CopyButton>
      </Group>
      <Text size="sm">{pitch.text}</Text>
      <CitationChip citation={pitch.citation} />
    </Stack>
  );
}

/** The cited fact: its kind, its label (a link to the story when there is one) and its date. */
function CitationChip({ citation }: { citation: PitchCitation }) {
  const kind = citationKinds[citation.kind];
  const Icon = kind.icon;
  const date = citation.date ? formatDay(citation.date) : '';
  const label = citation.url ? (
    <Anchor href={citation.url} target="_blank" rel="noopener noreferrer" size="xs" inherit>
      {citation.label}
      <IconExternalLink size={11} aria-label="(opens in a new tab)" style={{ marginLeft: 3, verticalAlign: -1 }} />
    </Anchor>
  ) : (
    citation.label
  );
  return (
    <Paper withBorder radius="xl" px="xs" py={3} style={{ alignSelf: 'flex-start', maxWidth: '100%' }}>
      <Group gap={6} wrap="nowrap" align="center">
        <ThemeIcon size={18} radius="xl" variant="light" color={kind.color} aria-hidden>
          <Icon size={11} />
        </ThemeIcon>
        <Text size="xs" style={{ overflowWrap: 'anywhere' }}>
          <Text span size="xs" c="dimmed">
            {kind.label}:{' '}
          </Text>
          {label}
          {date ? (
            <Text span size="xs" c="dimmed">
              {' '}
              · {date}
            </Text>
          ) : null}
        </Text>
      </Group>
    </Paper>
  );
}
