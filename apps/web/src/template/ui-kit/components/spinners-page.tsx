import { Button, Group, Loader, Stack, Text } from '@mantine/core';
import { ExampleCard, ExamplePage } from './example-card.tsx';
import { kitColors, kitSizes } from './kit-colors.ts';

const types = ['oval', 'bars', 'dots'] as const;

/** Spinners: the three loader types in every colour, sizes, in buttons and with a message. */
export function SpinnersPage() {
  return (
    <ExamplePage title="Spinners" description="Loaders that show something is on its way.">
      {types.map((type) => (
        <ExampleCard
          key={type}
          title={`${type.charAt(0).toUpperCase()}${type.slice(1)} spinners`}
          description={`The ${type} loader in each semantic colour.`}
        >
          <Group gap="lg">
            {kitColors.map((kitColor) => (
              <Loader
                key={kitColor.label}
                type={type}
                color={kitColor.color}
                role="img"
                aria-label={`${kitColor.label} ${type} spinner`}
              />
            ))}
          </Group>
        </ExampleCard>
      ))}
      <ExampleCard title="Sizes" description="From extra small to extra large.">
        <Group gap="lg" align="center">
          {kitSizes.map((size) => (
            <Loader key={size} size={size} role="img" aria-label={`Spinner, size ${size}`} />
          ))}
        </Group>
      </ExampleCard>
      <ExampleCard
        title="In buttons and with a message"
        description="A spinner inside a busy button, or beside a line of text."
      >
        <Stack gap="sm" align="flex-start">
          <Group gap="xs">
            <Button loading>Saving</Button>
            <Button variant="light" leftSection={<Loader size={14} color="currentColor" aria-hidden />}>
              Syncing
            </Button>
          </Group>
          <Group gap="xs" role="status">
            <Loader size="sm" type="dots" aria-hidden />
            <Text size="sm">Loading your reports…</Text>
          </Group>
        </Stack>
      </ExampleCard>
    </ExamplePage>
  );
}
