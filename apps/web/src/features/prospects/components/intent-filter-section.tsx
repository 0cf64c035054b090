import { Anchor, Group, MultiSelect, Slider, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconFlame, IconLock } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';

interface IntentFilterSectionProps {
  /** The plan does not include buying intent: the inputs are disabled and an upgrade link shows. */
  isLocked: boolean;
  lockedMessage: string;
  topicOptions: string[];
  topics: string[];
  minScore: number;
  onTopicsChange: (topics: string[]) => void;
  onMinScoreChange: (minScore: number) => void;
}

/** Companies researching chosen topics, at or above a minimum intent score (Startup plan and up). */
export function IntentFilterSection({
  isLocked,
  lockedMessage,
  topicOptions,
  topics,
  minScore,
  onTopicsChange,
  onMinScoreChange,
}: IntentFilterSectionProps) {
  const headingId = useId();
  // The slider moves freely; the search runs once it is let go (or a key press ends).
  const [draft, setDraft] = useState({ committed: minScore, value: minScore });
  const score = draft.committed === minScore ? draft.value : minScore;
  return (
    <Stack
      gap="sm"
      component="section"
      aria-labelledby={headingId}
      p="sm"
      bd="1px solid var(--mantine-color-default-border)"
      bdrs="md"
    >
      <Group gap={8} wrap="nowrap">
        <ThemeIcon size={26} radius="xl" variant="light" color={isLocked ? 'gray' : 'orange'} aria-hidden>
          {isLocked ? <IconLock size={16} /> : <IconFlame size={16} />}
        </ThemeIcon>
        <Text fw={600} size="sm" id={headingId}>
          Buying intent
        </Text>
      </Group>
      {isLocked ? (
        <Text size="sm">
          {lockedMessage}{' '}
          <Anchor component={Link} to="/credits/plans" fw={600}>
            Upgrade
          </Anchor>
        </Text>
      ) : null}
      <MultiSelect
        label="Intent topics"
        placeholder={topics.length === 0 ? 'Any topic' : undefined}
        data={[...new Set([...topicOptions, ...topics])].sort((first, second) => first.localeCompare(second))}
        value={topics}
        onChange={onTopicsChange}
        disabled={isLocked}
        searchable
        clearable
        maxValues={20}
        nothingFoundMessage="No topic matches"
      />
      <Stack gap={4}>
        <Text size="sm" fw={500}>
          Minimum intent score: {score}
        </Text>
        <Slider
          min={0}
          max={100}
          step={5}
          value={score}
          onChange={(value) => setDraft({ committed: minScore, value })}
          onChangeEnd={(value) => {
            setDraft({ committed: value, value });
            onMinScoreChange(value);
          }}
          disabled={isLocked}
          thumbLabel="Minimum intent score"
          marks={[{ value: 0 }, { value: 60, label: 'Surging' }, { value: 100 }]}
          mb="md"
        />
      </Stack>
    </Stack>
  );
}
