import type { CompanyDetail } from '@leadpilot/contracts';
import { Anchor, Group, Stack, Text } from '@mantine/core';
import { useId } from 'react';
import { Link } from 'react-router';
import { UserAvatar } from '../../../shared/ui/user-avatar.tsx';

/** The company's leaders; those in the people data link to their own page. */
export function KeyPeopleList({ people }: { people: CompanyDetail['keyPeople'] }) {
  const headingId = useId();
  if (people.length === 0) return null;
  return (
    <Stack gap={6}>
      <Text size="sm" fw={600} id={headingId}>
        Key people
      </Text>
      <Stack gap="xs" component="ul" aria-labelledby={headingId} m={0} p={0} style={{ listStyle: 'none' }}>
        {people.map((person) => (
          <Group key={`${person.name}-${person.title}`} gap="sm" wrap="nowrap" component="li">
            <UserAvatar name={person.name} size={32} aria-hidden />
            <Stack gap={0} miw={0}>
              {person.personId ? (
                <Anchor component={Link} to={`/prospects/people/${person.personId}`} size="sm" fw={600}>
                  {person.name}
                </Anchor>
              ) : (
                <Text size="sm" fw={600}>
                  {person.name}
                </Text>
              )}
              <Text size="xs" c="dimmed">
                {person.title}
              </Text>
            </Stack>
          </Group>
        ))}
      </Stack>
    </Stack>
  );
}
