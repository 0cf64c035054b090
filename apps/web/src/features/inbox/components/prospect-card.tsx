import { discStyleNames, type InboxProspect } from '@leadpilot/contracts';
import { Anchor, Badge, Card, Group, List, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';

/** Who wrote, in short: name, title, company, and the 360° view's predicted personality for a revealed person. */
export function ProspectCard({ prospect }: { prospect: InboxProspect }) {
  const place = [prospect.title, prospect.company].filter(Boolean).join(' at ');
  const { personality } = prospect;
  return (
    <Card withBorder padding="sm" radius="md" component="section" aria-label="Prospect">
      <Stack gap={6}>
        <Group justify="space-between" gap="xs" wrap="wrap">
          <div>
            <Text fw={600}>{prospect.name}</Text>
            {place ? (
              <Text size="sm" c="dimmed">
                {place}
              </Text>
            ) : null}
            <Text size="xs" c="dimmed">
              {prospect.email}
            </Text>
          </div>
          {prospect.personId ? (
            <Anchor component={Link} to={`/prospects/people/${prospect.personId}`} size="sm">
              {prospect.isRevealed ? 'Open the 360° view' : 'Reveal in People search'}
            </Anchor>
          ) : null}
        </Group>
        {personality ? (
          <Stack gap={4}>
            <Group gap="xs">
              <Text size="sm" fw={600}>
                Personality (predicted)
              </Text>
              <Badge size="sm" variant="light">
                {discStyleNames[personality.primary]}
                {personality.secondary ? ` · ${discStyleNames[personality.secondary]}` : ''}
              </Badge>
              <Text size="xs" c="dimmed">
                {personality.confidenceLevel} confidence
              </Text>
            </Group>
            <Text size="sm">{personality.tone}</Text>
            {personality.leadWith.length > 0 ? (
              <>
                <Text size="xs" fw={600}>
                  Lead with
                </Text>
                <List size="xs" spacing={2}>
                  {personality.leadWith.map((advice) => (
                    <List.Item key={advice}>{advice}</List.Item>
                  ))}
                </List>
              </>
            ) : null}
          </Stack>
        ) : prospect.personId && !prospect.isRevealed ? (
          <Text size="xs" c="dimmed">
            Reveal this person to see their 360° summary here.
          </Text>
        ) : null}
      </Stack>
    </Card>
  );
}
