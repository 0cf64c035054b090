import { ActionIcon, Avatar, Button, Group, Image, Progress, Radio, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconCheck, IconUserPlus } from '@tabler/icons-react';
import { useState } from 'react';
import type { ProfileReply } from '../../mocks/types.ts';
import { SideCard } from './side-card.tsx';

/** "Who is the best actor in Marvel Cinematic Universe?": pick one, then see how everyone voted. */
function Poll({ polls }: { polls: ProfileReply['polls'] }) {
  const [choice, setChoice] = useState<string | null>(null);
  const [hasVoted, setVoted] = useState(false);
  if (hasVoted) {
    return (
      <Stack gap="sm">
        {polls.map((poll) => (
          <div key={poll.name}>
            <Group justify="space-between">
              <Text size="sm" fw={poll.name === choice ? 700 : 400}>
                {poll.name}
              </Text>
              <Text size="sm">{poll.result}%</Text>
            </Group>
            <Progress value={poll.result} aria-label={`${poll.name}: ${poll.result}%`} mt={4} />
          </div>
        ))}
      </Stack>
    );
  }
  return (
    <Stack gap="sm">
      <Radio.Group label="Who is the best actor in Marvel Cinematic Universe?" value={choice} onChange={setChoice}>
        <Stack gap="xs" mt="xs">
          {polls.map((poll) => (
            <Radio key={poll.name} value={poll.name} label={poll.name} />
          ))}
        </Stack>
      </Radio.Group>
      <Button size="xs" disabled={!choice} onClick={() => setVoted(true)} style={{ alignSelf: 'flex-start' }}>
        Vote
      </Button>
    </Stack>
  );
}

/** Someone to connect with; the button turns into a check once asked. */
function Suggestion({ person }: { person: ProfileReply['suggestions'][number] }) {
  const [isAdded, setAdded] = useState(false);
  return (
    <Group justify="space-between" wrap="nowrap">
      <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
        <Avatar src={person.avatar} alt="" radius="xl" />
        <div style={{ minWidth: 0 }}>
          <Text size="sm" fw={500} truncate>
            {person.name}
          </Text>
          <Text size="xs" c="dimmed">
            {person.mutualFriend}
          </Text>
        </div>
      </Group>
      <ActionIcon
        variant="light"
        color={isAdded ? 'green' : undefined}
        aria-label={isAdded ? `Friend request sent to ${person.name}` : `Add ${person.name} as a friend`}
        onClick={() => setAdded(true)}
      >
        {isAdded ? <IconCheck size={16} /> : <IconUserPlus size={16} />}
      </ActionIcon>
    </Group>
  );
}

interface ProfileSideProps {
  photos: ProfileReply['latestPhotos'];
  suggestions: ProfileReply['suggestions'];
  polls: ProfileReply['polls'];
}

/** The right column: latest photos, suggestions, polls. */
export function ProfileSide({ photos, suggestions, polls }: ProfileSideProps) {
  return (
    <Stack gap="lg">
      <SideCard title="Latest photos">
        <SimpleGrid cols={3} spacing="xs">
          {photos.map((photo, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: photos have no id and the list never reorders
            <Image key={`${photo.img.length}-${index}`} src={photo.img} alt={`Photo ${index + 1}`} radius="md" />
          ))}
        </SimpleGrid>
      </SideCard>
      <SideCard title="Suggestions">
        <Stack gap="sm">
          {suggestions.map((person) => (
            <Suggestion key={person.name} person={person} />
          ))}
        </Stack>
      </SideCard>
      <SideCard title="Polls">
        <Poll polls={polls} />
      </SideCard>
    </Stack>
  );
}
