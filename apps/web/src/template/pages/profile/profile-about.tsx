import { ActionIcon, Anchor, Avatar, Group, Stack, Text } from '@mantine/core';
import { IconStar, IconStarFilled } from '@tabler/icons-react';
import { useState } from 'react';
import type { ProfileReply } from '../../mocks/types.ts';
import { accentText } from '../../shared/ui/accent-text.ts';
import { SideCard } from './side-card.tsx';

interface ProfileAboutProps {
  about: ProfileReply['userAbout'];
  suggestedPages: ProfileReply['suggestedPages'];
  twitterFeeds: ProfileReply['twitterFeeds'];
}

/** A star that marks a page or a feed as a favourite (kept in the page only). */
function FavoriteButton({ name, initial }: { name: string; initial: boolean }) {
  const [isFavorite, setFavorite] = useState(initial);
  return (
    <ActionIcon
      variant="subtle"
      color={isFavorite ? 'yellow' : 'gray'}
      aria-label={`Favourite ${name}`}
      aria-pressed={isFavorite}
      onClick={() => setFavorite(!isFavorite)}
    >
      {isFavorite ? <IconStarFilled size={18} /> : <IconStar size={18} />}
    </ActionIcon>
  );
}

/** The left column: about, suggested pages, twitter feeds. */
export function ProfileAbout({ about, suggestedPages, twitterFeeds }: ProfileAboutProps) {
  const facts: [string, string][] = [
    ['Joined', about.joined],
    ['Lives', about.lives],
    ['Email', about.email],
  ];
  return (
    <Stack gap="lg">
      <SideCard title="About">
        <Stack gap="sm">
          <Text size="sm">{about.about}</Text>
          {facts.map(([label, value]) => (
            <div key={label}>
              <Text size="xs" fw={600} tt="uppercase" c="dimmed">
                {label}
              </Text>
              <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                {value}
              </Text>
            </div>
          ))}
          <div>
            <Text size="xs" fw={600} tt="uppercase" c="dimmed">
              Website
            </Text>
            <Anchor c={accentText} href={about.website} size="sm" target="_blank" rel="noreferrer">
              {about.website}
            </Anchor>
          </div>
        </Stack>
      </SideCard>
      <SideCard title="Suggested pages">
        <Stack gap="sm">
          {suggestedPages.map((page) => (
            <Group key={page.username} justify="space-between" wrap="nowrap">
              <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
                <Avatar src={page.avatar} alt="" radius="md" />
                <div style={{ minWidth: 0 }}>
                  <Text size="sm" fw={500} truncate>
                    {page.username}
                  </Text>
                  <Text size="xs" c="dimmed" truncate>
                    {page.subtitle}
                  </Text>
                </div>
              </Group>
              <FavoriteButton name={page.username} initial={page.favorite} />
            </Group>
          ))}
        </Stack>
      </SideCard>
      <SideCard title="Twitter feeds">
        <Stack gap="md">
          {twitterFeeds.map((feed) => (
            <Stack key={feed.id} gap={6}>
              <Group justify="space-between" wrap="nowrap">
                <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
                  <Avatar src={feed.imgUrl} alt="" radius="xl" />
                  <div style={{ minWidth: 0 }}>
                    <Text size="sm" fw={500} truncate>
                      {feed.title}
                    </Text>
                    <Text size="xs" c="dimmed" truncate>
                      {feed.id}
                    </Text>
                  </div>
                </Group>
                <FavoriteButton name={feed.title} initial={feed.favorite} />
              </Group>
              <Text size="sm">{feed.desc}</Text>
              <Text size="xs" c={accentText}>
                {feed.tags}
              </Text>
            </Stack>
          ))}
        </Stack>
      </SideCard>
    </Stack>
  );
}
