import { Card, SimpleGrid, Text, Title } from '@mantine/core';

// Shade 9 (dark 6) keeps white text above 4.5:1 in both skins.
const colours = [
  { name: 'Primary', background: 'var(--mantine-color-indigo-9)' },
  { name: 'Success', background: 'var(--mantine-color-teal-9)' },
  { name: 'Danger', background: 'var(--mantine-color-red-9)' },
  { name: 'Info', background: 'var(--mantine-color-cyan-9)' },
  { name: 'Accent', background: 'var(--mantine-color-grape-9)' },
  { name: 'Dark', background: 'var(--mantine-color-dark-6)' },
];

/** Solid colour cards, one per theme colour. */
export function ColourCards() {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="lg">
      {colours.map((colour) => (
        <Card component="article" key={colour.name} bg={colour.background} c="white" withBorder={false}>
          <Title order={3} fz="md" mb={4}>
            {colour.name} card
          </Title>
          <Text size="sm">Quick example text on the {colour.name.toLowerCase()} colour.</Text>
        </Card>
      ))}
    </SimpleGrid>
  );
}
