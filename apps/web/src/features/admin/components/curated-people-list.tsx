import type { CuratedPerson } from '@leadpilot/contracts';
import { Badge, Box, Group, Paper, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconChevronRight } from '@tabler/icons-react';

interface CuratedPeopleListProps {
  people: CuratedPerson[];
  selectedId: string | null;
  onSelect: (person: CuratedPerson) => void;
}

/** The people a curation search found, to pick the one to correct. */
export function CuratedPeopleList({ people, selectedId, onSelect }: CuratedPeopleListProps) {
  return (
    <Box mah={360} style={{ overflowY: 'auto', overscrollBehavior: 'contain' }}>
      <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label="People found">
        {people.map((person) => (
          <li key={person.id}>
            <UnstyledButton
              onClick={() => onSelect(person)}
              aria-current={person.id === selectedId ? 'true' : undefined}
              w="100%"
            >
              <Paper
                withBorder
                p="sm"
                radius="md"
                bg={person.id === selectedId ? 'var(--mantine-color-default-hover)' : undefined}
              >
                <Group justify="space-between" wrap="nowrap" gap="sm">
                  <Stack gap={2} style={{ minWidth: 0 }}>
                    <Text fw={600} truncate>
                      {person.fullName}
                    </Text>
                    <Text size="sm" c="dimmed" truncate>
                      {[person.title, person.company?.name].filter(Boolean).join(' at ')}
                    </Text>
                    <Text size="sm" truncate>
                      {person.email ?? 'No email'}
                    </Text>
                  </Stack>
                  <Group gap="xs" wrap="nowrap">
                    <Badge variant="light" visibleFrom="xs">
                      {person.company?.domain ?? 'no company'}
                    </Badge>
                    <IconChevronRight size={16} aria-hidden />
                  </Group>
                </Group>
              </Paper>
            </UnstyledButton>
          </li>
        ))}
      </Stack>
    </Box>
  );
}
