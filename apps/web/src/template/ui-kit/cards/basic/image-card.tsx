import { Badge, Box, Button, Card, Group, Text, Title } from '@mantine/core';

/** A card with a picture on top: a CSS gradient and an inline SVG, so no image is fetched. */
export function ImageCard() {
  return (
    <Card component="article">
      <Card.Section>
        <Box
          h={160}
          style={{
            background: 'linear-gradient(135deg, var(--mantine-color-indigo-6), var(--mantine-color-cyan-5))',
            display: 'grid',
            placeItems: 'center',
          }}
        >
          <svg width="120" height="80" viewBox="0 0 120 80" aria-hidden="true">
            <path d="M0 80 L40 30 L65 55 L85 35 L120 80 Z" fill="rgba(255,255,255,0.85)" />
            <circle cx="92" cy="18" r="10" fill="rgba(255,255,255,0.9)" />
          </svg>
        </Box>
      </Card.Section>
      <Group justify="space-between" mt="md" mb="xs">
        <Title order={2} fz="lg">
          Mountain retreat
        </Title>
        <Badge variant="light">On sale</Badge>
      </Group>
      <Text size="sm" c="dimmed" mb="md">
        Three nights in the hills, with guided walks and breakfast every morning.
      </Text>
      <Button fullWidth>Book now</Button>
    </Card>
  );
}
