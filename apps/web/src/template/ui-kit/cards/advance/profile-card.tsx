import { Avatar, Badge, Box, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { CardFigure } from '../../../cards/card-figure.tsx';

/** A person's profile: a banner, the avatar over its edge, the role and three figures. */
export function ProfileCard() {
  return (
    <Card component="article" ta="center">
      <Card.Section>
        <Box
          h={110}
          style={{ background: 'linear-gradient(120deg, var(--mantine-color-indigo-6), var(--mantine-color-grape-6))' }}
        />
      </Card.Section>
      <Stack align="center" gap={4} mt={-44}>
        <Avatar
          size={88}
          radius={88}
          color="indigo"
          variant="filled"
          name="Zoe Harper"
          style={{ border: '4px solid var(--mantine-color-body)' }}
        />
        <Title order={2} fz="lg" mt="xs">
          Zoe Harper
        </Title>
        <Text size="sm" c="dimmed">
          Product designer, Lisbon
        </Text>
        <Group gap="xs" mt={4}>
          <Badge variant="light">Design</Badge>
          <Badge variant="light" color="grape">
            Research
          </Badge>
        </Group>
      </Stack>
      <SimpleGrid cols={3} mt="lg" spacing="xs">
        <CardFigure label="Followers" value="10.3K" />
        <CardFigure label="Projects" value="156" />
        <CardFigure label="Engagement" value="74%" />
      </SimpleGrid>
    </Card>
  );
}
