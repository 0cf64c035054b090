import { Avatar, Box, Card, Group, Stack, Text, ThemeIcon, Title, Tooltip } from '@mantine/core';
import { IconCalendarEvent, IconMapPin, IconUsersGroup } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { type ReactNode, useId } from 'react';
import type { EcommerceDashboardReply } from '../mocks/types.ts';
import { CardPlaceholder, type CardQueryState } from './card-frame.tsx';

interface MeetupCardProps {
  meetup: EcommerceDashboardReply['meetup'] | undefined;
  query: CardQueryState;
}

/** An upcoming meetup: its date, time, place and who is coming. */
export function MeetupCard({ meetup, query }: MeetupCardProps) {
  const titleId = useId();
  if (!meetup) return <CardPlaceholder label="Meetup" height={380} query={query} />;
  const date = dayjs(meetup.date);
  return (
    <Card component="section" aria-labelledby={titleId} h="100%">
      <Card.Section>
        <Box h={130} bg="var(--mantine-primary-color-light)" style={{ display: 'grid', placeItems: 'center' }}>
          <IconUsersGroup size={64} color="var(--mantine-color-indigo-7)" aria-hidden />
        </Box>
      </Card.Section>
      <Group mt="md" gap="md" wrap="nowrap" align="flex-start">
        <Stack gap={0} align="center" pr="md" style={{ borderRight: '1px solid var(--mantine-color-default-border)' }}>
          <Text size="xs" fw={600} tt="uppercase" c="dimmed">
            {date.isValid() ? date.format('ddd') : ''}
          </Text>
          <Text fz={24} fw={700} lh={1.1}>
            {date.isValid() ? date.format('DD') : ''}
          </Text>
        </Stack>
        <Stack gap={2}>
          <Title order={2} fz="lg" id={titleId}>
            {meetup.title}
          </Title>
          <Text size="sm" c="dimmed">
            {meetup.subtitle}
          </Text>
        </Stack>
      </Group>
      <Stack gap="sm" mt="md">
        <Detail
          icon={<IconCalendarEvent size={18} />}
          title={date.isValid() ? date.format('ddd, MMM D, YYYY') : meetup.date}
          subtitle={meetup.time}
        />
        <Detail icon={<IconMapPin size={18} />} title={meetup.location} />
      </Stack>
      <Avatar.Group mt="md">
        {meetup.avatars.map((person) => (
          <Tooltip key={person.fullName} label={person.fullName}>
            <Avatar
              src={person.avatar || null}
              name={person.fullName}
              color={person.avatarColor}
              alt={person.fullName}
            />
          </Tooltip>
        ))}
      </Avatar.Group>
    </Card>
  );
}

function Detail({ icon, title, subtitle }: { icon: ReactNode; title: string; subtitle?: string }) {
  return (
    <Group gap="sm" wrap="nowrap">
      <ThemeIcon size={34} radius="md" variant="light" aria-hidden>
        {icon}
      </ThemeIcon>
      <Stack gap={0}>
        <Text size="sm" fw={600}>
          {title}
        </Text>
        {subtitle ? (
          <Text size="xs" c="dimmed">
            {subtitle}
          </Text>
        ) : null}
      </Stack>
    </Group>
  );
}
