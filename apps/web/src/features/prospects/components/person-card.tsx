import { Card, Checkbox, Group, Stack, Text } from '@mantine/core';
import { CompanyCell } from './company-cell.tsx';
import { IntentBadges } from './intent-badges.tsx';
import { PersonContact, PersonRevealAction } from './person-contact.tsx';
import { personLocation } from './person-location.ts';
import { PersonName, type PersonRowProps } from './person-row.tsx';

/** One person of the results on a phone: what a row shows, stacked in a card with its name whole. */
export function PersonCard({ person, backLink, isSelected, onToggle }: PersonRowProps) {
  const location = personLocation(person);
  return (
    <Card withBorder padding="sm" role="listitem" data-selected={isSelected || undefined}>
      <Stack gap="xs">
        <Group align="flex-start" wrap="nowrap" gap="sm">
          <Checkbox
            mt={2}
            aria-label={`Select ${person.fullName}`}
            checked={isSelected}
            onChange={() => onToggle(person.id)}
          />
          <Stack gap={6} miw={0} style={{ flex: 1 }}>
            <PersonName person={person} backLink={backLink} wrap />
            <CompanyCell company={person.company} />
            {location ? (
              <Text size="xs" c="dimmed">
                {location}
              </Text>
            ) : null}
          </Stack>
        </Group>
        <Group justify="space-between" align="flex-end" wrap="nowrap" gap="sm">
          <PersonContact person={person} />
          <PersonRevealAction person={person} />
        </Group>
        {person.intent.length > 0 ? <IntentBadges intent={person.intent} limit={2} /> : null}
      </Stack>
    </Card>
  );
}
