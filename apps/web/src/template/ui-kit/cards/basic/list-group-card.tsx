import { Badge, Card, Group, Text, Title } from '@mantine/core';

const items = [
  { label: 'Inbox', count: 14 },
  { label: 'Drafts', count: 2 },
  { label: 'Sent', count: 0 },
  { label: 'Archive', count: 128 },
];

/** A card whose body is a list group: rows divided by borders, each with a count. */
export function ListGroupCard() {
  return (
    <Card component="article" padding={0}>
      <Title order={2} fz="lg" p="lg" pb="sm">
        Folders
      </Title>
      <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {items.map((item) => (
          <Group
            component="li"
            key={item.label}
            justify="space-between"
            px="lg"
            py="sm"
            style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}
          >
            <Text size="sm">{item.label}</Text>
            <Badge variant="light" aria-label={`${item.count} messages`}>
              {item.count}
            </Badge>
          </Group>
        ))}
      </ul>
    </Card>
  );
}
