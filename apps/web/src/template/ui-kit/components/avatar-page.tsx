import { Avatar, Group, Indicator, Stack, Text, Tooltip } from '@mantine/core';
import { IconStar, IconUser } from '@tabler/icons-react';
import { avatarImage } from '../../mocks/fixtures/images.ts';
import { ExampleCard, ExamplePage } from './example-card.tsx';
import { filledColorProps, kitColors, kitSizes, sizeLabels } from './kit-colors.ts';

const people = [
  { name: 'Zoe Harper', color: 'indigo' },
  { name: 'Liam Carter', color: 'teal' },
  { name: 'Maya Patel', color: 'cyan' },
  { name: 'Noah Kim', color: 'grape' },
  { name: 'Ava Rossi', color: 'pink' },
];

const statuses = [
  { label: 'Online', color: 'teal' },
  { label: 'Away', color: 'yellow' },
  { label: 'Busy', color: 'red' },
  { label: 'Offline', color: 'gray' },
];

function initials(name: string) {
  return name
    .split(' ')
    .map((part) => part.charAt(0))
    .join('');
}

/** Avatars: pictures, initials, icons, sizes, statuses and stacked groups. */
export function AvatarPage() {
  return (
    <ExamplePage title="Avatar" description="Pictures, initials or icons that stand for a person or a team.">
      <ExampleCard title="Sizes" description="From extra small to extra large.">
        <Group>
          {kitSizes.map((size, index) => (
            <Avatar
              key={size}
              size={size}
              src={avatarImage(people[index]?.color ?? 'indigo')}
              alt={`${sizeLabels[size]} avatar`}
            />
          ))}
        </Group>
      </ExampleCard>
      <ExampleCard title="Initials" description="Filled and light initials in each colour.">
        <Stack gap="sm">
          <Group gap="sm">
            {kitColors.map((kitColor) => (
              <Avatar
                key={kitColor.label}
                {...filledColorProps(kitColor)}
                variant="filled"
                role="img"
                aria-label={kitColor.label}
              >
                {kitColor.label.slice(0, 2).toUpperCase()}
              </Avatar>
            ))}
          </Group>
          <Group gap="sm">
            {kitColors.map((kitColor) => (
              <Avatar
                key={kitColor.label}
                color={kitColor.color}
                variant="light"
                radius="sm"
                role="img"
                aria-label={`${kitColor.label} (light)`}
              >
                {kitColor.label.slice(0, 2).toUpperCase()}
              </Avatar>
            ))}
          </Group>
        </Stack>
      </ExampleCard>
      <ExampleCard
        title="Icons and placeholders"
        description="An icon, a star, or the default placeholder when there is no picture."
      >
        <Group>
          <Avatar color="indigo" role="img" aria-label="User">
            <IconUser size={20} />
          </Avatar>
          <Avatar color="yellow" variant="light" role="img" aria-label="Favourite">
            <IconStar size={20} />
          </Avatar>
          <Avatar role="img" aria-label="No picture" />
          <Avatar radius="sm" variant="outline" color="teal" role="img" aria-label="Team">
            TM
          </Avatar>
        </Group>
      </ExampleCard>
      <ExampleCard title="Status" description="A dot on the avatar tells whether the person is around.">
        <Group gap="lg">
          {statuses.map((status, index) => (
            <Stack key={status.label} gap={4} align="center">
              <Indicator color={status.color} position="bottom-end" offset={6} size={12} withBorder>
                <Avatar src={avatarImage(people[index]?.color ?? 'indigo')} alt={`${status.label} person`} size="lg" />
              </Indicator>
              <Text size="sm">{status.label}</Text>
            </Stack>
          ))}
        </Group>
      </ExampleCard>
      <ExampleCard title="Groups" description="Stacked avatars for a team, with the rest as a count.">
        <Stack gap="sm">
          <Avatar.Group>
            {people.map((person) => (
              <Tooltip key={person.name} label={person.name}>
                <Avatar src={avatarImage(person.color)} alt={person.name} />
              </Tooltip>
            ))}
            <Avatar role="img" aria-label="And 8 more">
              +8
            </Avatar>
          </Avatar.Group>
          <Avatar.Group spacing="xs">
            {people.map((person) => (
              <Avatar
                key={person.name}
                color={`${person.color}.9`}
                variant="filled"
                radius="xl"
                role="img"
                aria-label={person.name}
              >
                {initials(person.name)}
              </Avatar>
            ))}
          </Avatar.Group>
        </Stack>
      </ExampleCard>
    </ExamplePage>
  );
}
