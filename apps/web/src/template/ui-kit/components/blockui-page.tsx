import { Box, Button, Group, LoadingOverlay, Paper, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { ExampleCard, ExamplePage } from './example-card.tsx';

const blockMs = 2000;

/** A section that can be blocked for two seconds; `render` draws it with its overlay. */
function useBlock() {
  const [isBlocked, setIsBlocked] = useState(false);
  const block = () => {
    setIsBlocked(true);
    setTimeout(() => setIsBlocked(false), blockMs);
  };
  return { isBlocked, block };
}

const loaderExamples = [
  { title: 'Oval', type: 'oval' },
  { title: 'Bars', type: 'bars' },
  { title: 'Dots', type: 'dots' },
] as const;

/** Block UI: sections covered by an overlay with a loader while they "load", for two seconds. */
export function BlockUiPage() {
  const card = useBlock();
  const form = useBlock();
  const message = useBlock();
  const loaders = useBlock();
  return (
    <ExamplePage
      title="Block UI"
      description="Cover a section with an overlay and a loader while it is busy, so nobody clicks twice."
    >
      <ExampleCard title="Block a section" description="The content is covered for two seconds.">
        <Box pos="relative" aria-busy={card.isBlocked || undefined} data-testid="blockui-section">
          <LoadingOverlay visible={card.isBlocked} zIndex={2} overlayProps={{ blur: 2 }} />
          <Paper withBorder p="md" radius="md">
            <Text size="sm">
              Sales this week reached $12,480 across 86 orders. The overlay keeps this section out of reach while it
              refreshes.
            </Text>
          </Paper>
        </Box>
        <Group>
          <Button onClick={card.block} disabled={card.isBlocked}>
            Block the section
          </Button>
        </Group>
      </ExampleCard>
      <ExampleCard title="Block a form" description="The form cannot be edited while it is being sent.">
        <Box pos="relative" aria-busy={form.isBlocked || undefined}>
          <LoadingOverlay visible={form.isBlocked} zIndex={2} loaderProps={{ type: 'dots' }} />
          <Stack gap="xs">
            <TextInput label="Email" placeholder="you@example.com" />
            <Button onClick={form.block}>Send</Button>
          </Stack>
        </Box>
      </ExampleCard>
      <ExampleCard title="With a message" description="A line of text under the loader says what is happening.">
        <Box pos="relative" mih={120} aria-busy={message.isBlocked || undefined}>
          <LoadingOverlay
            visible={message.isBlocked}
            zIndex={2}
            loaderProps={{
              children: (
                <Stack align="center" gap="xs">
                  <Text size="sm" fw={600}>
                    Please wait…
                  </Text>
                </Stack>
              ),
            }}
          />
          <Text size="sm" mb="sm">
            Your report is generated on demand.
          </Text>
          <Button variant="light" onClick={message.block}>
            Generate the report
          </Button>
        </Box>
      </ExampleCard>
      <ExampleCard title="Loader styles" description="The same overlay with the oval, bars and dots loaders.">
        <SimpleGrid cols={3} spacing="xs">
          {loaderExamples.map((example) => (
            <Box key={example.type} pos="relative" aria-busy={loaders.isBlocked || undefined}>
              <LoadingOverlay visible={loaders.isBlocked} zIndex={2} loaderProps={{ type: example.type, size: 'sm' }} />
              <Paper withBorder p="sm" radius="md">
                <Text size="sm" ta="center">
                  {example.title}
                </Text>
              </Paper>
            </Box>
          ))}
        </SimpleGrid>
        <Group>
          <Button variant="default" onClick={loaders.block}>
            Block all three
          </Button>
        </Group>
      </ExampleCard>
    </ExamplePage>
  );
}
