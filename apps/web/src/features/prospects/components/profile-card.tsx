import type { PersonDetail } from '@leadpilot/contracts';
import { Badge, Group, Stack, Text } from '@mantine/core';
import { SectionCard } from '../../../shared/ui/section-card.tsx';

/** The revealed person's bio and skills. */
export function ProfileCard({ detail }: { detail: Pick<PersonDetail, 'bio' | 'skills'> }) {
  return (
    <SectionCard title="Profile">
      {detail.bio ? (
        <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
          {detail.bio}
        </Text>
      ) : (
        <Text size="sm" c="dimmed">
          No bio on record.
        </Text>
      )}
      {detail.skills.length > 0 ? (
        <Stack gap={6}>
          <Text size="sm" fw={600}>
            Skills
          </Text>
          <Group gap={6}>
            {detail.skills.map((skill) => (
              <Badge key={skill} variant="light" color="indigo" tt="none">
                {skill}
              </Badge>
            ))}
          </Group>
        </Stack>
      ) : null}
    </SectionCard>
  );
}
