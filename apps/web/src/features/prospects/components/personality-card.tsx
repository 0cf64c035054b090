import {
  type CommunicationAdvice,
  type ConfidenceLevel,
  type DiscStyle,
  discStyleNames,
  discStyles,
  type EvidenceSource,
  type PersonalityProfile,
} from '@leadpilot/contracts';
import { Alert, Badge, Group, List, Progress, SimpleGrid, Skeleton, Stack, Text, Tooltip } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { errorMessageOf } from '../../../api/base-query.ts';
import { QueryErrorState } from '../../../shared/ui/query-error-state.tsx';
import { SectionCard } from '../../../shared/ui/section-card.tsx';
import { useGetInsightsQuery } from '../api/get-insights.ts';

const styleColors: Record<DiscStyle, string> = { D: 'red', I: 'yellow', S: 'teal', C: 'blue' };
const confidenceColors: Record<ConfidenceLevel, string> = { low: 'gray', medium: 'yellow', high: 'teal' };
const sourceLabels: Record<EvidenceSource, string> = {
  bio: 'from their bio',
  post: 'from one of their posts',
  title: 'from their job title',
};
const shownEvidence = 8;
const predictedExplanation =
  'Predicted, not measured: inferred from the words they wrote publicly (bio and posts) and their job title, ' +
  'using a documented list of phrases and weights. Use it to choose your tone; it is not a fact about them.';

/** The 360° view's DISC-style profile: scores, confidence in words, the phrases behind it and how to write to them. */
export function PersonalityCard({ personId }: { personId: string }) {
  const insights = useGetInsightsQuery(personId);
  const profile = insights.data?.personality;
  return (
    <SectionCard title="Personality profile" aside={<PredictedBadge />}>
      {profile ? (
        <PersonalityDetails profile={profile} />
      ) : insights.isError ? (
        <QueryErrorState message={errorMessageOf(insights.error)} onRetry={() => void insights.refetch()} />
      ) : (
        <PersonalitySkeleton />
      )}
    </SectionCard>
  );
}

function PredictedBadge() {
  return (
    <Tooltip
      label={predictedExplanation}
      multiline
      w={300}
      withArrow
      events={{ hover: true, focus: true, touch: true }}
    >
      <Badge
        variant="light"
        color="grape"
        leftSection={<IconInfoCircle size={12} aria-hidden />}
        tabIndex={0}
        aria-label={`Predicted. ${predictedExplanation}`}
        style={{ cursor: 'help' }}
      >
        Predicted
      </Badge>
    </Tooltip>
  );
}

function PersonalityDetails({ profile }: { profile: PersonalityProfile }) {
  const hasNothing = profile.evidence.length === 0;
  return (
    <Stack gap="lg">
      {hasNothing ? (
        <Alert variant="light" color="gray" icon={<IconInfoCircle size={18} />} title="Nothing to go on yet">
          There is none of their own writing on record, so no style can be predicted. The advice below works for anyone.
        </Alert>
      ) : profile.confidenceLevel === 'low' ? (
        <Alert variant="light" color="yellow" icon={<IconInfoCircle size={18} />} title="Little evidence">
          Only {profile.wordsRead.toLocaleString()} words of their own, so this is a weak guess. The advice below stays
          neutral.
        </Alert>
      ) : null}
      {hasNothing ? null : <StyleSummary profile={profile} />}
      {hasNothing ? null : <EvidenceList profile={profile} />}
      <AdviceLists advice={profile.recommendations} />
      <Text size="xs" c="dimmed">
        {profile.refinedBy === 'llm'
          ? 'Wording of the advice refined by an AI model from the built-in rules; scores and evidence are the rules’ own.'
          : 'Built-in rules: the same words always give the same profile.'}
      </Text>
    </Stack>
  );
}

function StyleSummary({ profile }: { profile: PersonalityProfile }) {
  const { primary, secondary } = profile;
  return (
    <Stack gap="sm">
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Text size="sm">
          Mostly{' '}
          <Text span fw={700}>
            {discStyleNames[primary]} ({primary})
          </Text>
          {secondary ? `, then ${discStyleNames[secondary]} (${secondary})` : ''}
        </Text>
        <Badge variant="light" color={confidenceColors[profile.confidenceLevel]} tt="none">
          {`${profile.confidenceLevel.charAt(0).toUpperCase()}${profile.confidenceLevel.slice(1)} confidence`}
        </Badge>
      </Group>
      <Stack gap={6}>
        {discStyles.map((style) => (
          <Group key={style} gap="sm" wrap="nowrap">
            <Text size="xs" fw={style === primary ? 700 : 500} w={150} style={{ flexShrink: 0 }}>
              {style} · {discStyleNames[style]}
            </Text>
            <Progress
              value={profile.scores[style]}
              color={styleColors[style]}
              size="lg"
              radius="sm"
              style={{ flex: 1 }}
              aria-label={`${discStyleNames[style]}: ${profile.scores[style]} of 100`}
            />
            <Text size="xs" c="dimmed" w={28} ta="right" style={{ flexShrink: 0 }}>
              {profile.scores[style]}
            </Text>
          </Group>
        ))}
      </Stack>
    </Stack>
  );
}

function EvidenceList({ profile }: { profile: PersonalityProfile }) {
  const shown = profile.evidence.slice(0, shownEvidence);
  return (
    <Stack gap={6}>
      <Text size="sm" fw={600}>
        What it is based on
      </Text>
      <Stack gap={4} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
        {shown.map((item) => (
          <Group
            key={`${item.source}-${item.postId ?? ''}-${item.trait}-${item.phrase}`}
            component="li"
            gap={6}
            wrap="nowrap"
          >
            <Badge size="xs" variant="light" color={styleColors[item.trait]} style={{ flexShrink: 0 }}>
              {item.trait}
            </Badge>
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              <Text span fs="italic">
                “{item.phrase}”
              </Text>{' '}
              <Text span size="xs" c="dimmed">
                {sourceLabels[item.source]}
              </Text>
            </Text>
          </Group>
        ))}
      </Stack>
      {profile.evidence.length > shown.length ? (
        <Text size="xs" c="dimmed">
          and {profile.evidence.length - shown.length} more
        </Text>
      ) : null}
    </Stack>
  );
}

function AdviceLists({ advice }: { advice: CommunicationAdvice }) {
  const lists: [string, string[] | undefined][] = [
    ['Lead with', advice.leadWith],
    ['Avoid', advice.avoid],
    ['Subject lines', advice.subjectLineTips],
    ['On a call', advice.callTips],
  ];
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <Stack gap={2}>
          <Text size="sm" fw={600}>
            Tone
          </Text>
          <Text size="sm">{advice.tone}</Text>
        </Stack>
        <Stack gap={2}>
          <Text size="sm" fw={600}>
            Length
          </Text>
          <Text size="sm">{advice.length}</Text>
        </Stack>
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        {lists
          .filter((entry): entry is [string, string[]] => (entry[1]?.length ?? 0) > 0)
          .map(([title, items]) => (
            <Stack key={title} gap={4}>
              <Text size="sm" fw={600}>
                {title}
              </Text>
              <List size="sm" spacing={4}>
                {items.map((item) => (
                  <List.Item key={item}>{item}</List.Item>
                ))}
              </List>
            </Stack>
          ))}
      </SimpleGrid>
    </Stack>
  );
}

function PersonalitySkeleton() {
  return (
    <Stack gap="lg" role="status" aria-label="Loading personality profile" mih={420}>
      <Skeleton height={16} width="55%" radius="sm" />
      <Stack gap={8}>
        {discStyles.map((style) => (
          <Skeleton key={style} height={14} radius="sm" />
        ))}
      </Stack>
      <Stack gap={6}>
        <Skeleton height={14} width="35%" radius="sm" />
        <Skeleton height={14} width="70%" radius="sm" />
        <Skeleton height={14} width="60%" radius="sm" />
      </Stack>
      <Stack gap={6}>
        <Skeleton height={14} width="30%" radius="sm" />
        <Skeleton height={14} width="90%" radius="sm" />
        <Skeleton height={14} width="80%" radius="sm" />
        <Skeleton height={14} width="85%" radius="sm" />
      </Stack>
    </Stack>
  );
}
