import { Anchor, Button, Card, Group, Text, Title } from '@mantine/core';

// The theme's link colour is too faint on a dark card; a lighter indigo there keeps 4.5:1.
const linkStyle = { color: 'light-dark(var(--mantine-color-indigo-7), var(--mantine-color-indigo-3))' };

/** Plain cards: a title, a paragraph and links or a button, left-aligned and centred. */
export function TextCards() {
  return (
    <>
      <Card component="article">
        <Title order={2} fz="lg" mb="xs">
          Card title
        </Title>
        <Text size="sm" c="dimmed" mb="md">
          Some quick example text to build on the card title and make up the bulk of the card’s content.
        </Text>
        <Group gap="md">
          <Anchor href="#card-basic" size="sm" style={linkStyle}>
            Card link
          </Anchor>
          <Anchor href="#card-basic" size="sm" style={linkStyle}>
            Another link
          </Anchor>
        </Group>
      </Card>
      <Card component="article" ta="center">
        <Title order={2} fz="lg" mb="xs">
          Special title treatment
        </Title>
        <Text size="sm" c="dimmed" mb="md">
          With supporting text below as a natural lead-in to additional content.
        </Text>
        <Button variant="light">Go somewhere</Button>
      </Card>
    </>
  );
}
