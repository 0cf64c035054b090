import { Button, Group, Progress, RingProgress, SemiCircleProgress, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { ExampleCard, ExamplePage } from './example-card.tsx';
import { kitColors, kitSizes } from './kit-colors.ts';

const storage = [
  { label: 'Documents', value: 28, color: 'indigo' },
  { label: 'Photos', value: 22, color: 'teal' },
  { label: 'Other', value: 15, color: 'grape' },
];

/** Progress bars: colours, sizes, striped and animated, sections, rings, and a bar moved by buttons. */
export function ProgressPage() {
  const [upload, setUpload] = useState(40);
  const step = (delta: number) => setUpload((value) => Math.min(100, Math.max(0, value + delta)));
  return (
    <ExamplePage title="Progress" description="How far a task has come, as a bar, a ring or a half circle.">
      <ExampleCard title="Controlled" description="The buttons move the bar by ten percent.">
        <Stack gap="sm">
          <Progress value={upload} size="lg" aria-label="Upload progress" transitionDuration={200} />
          <Group justify="space-between">
            <Text size="sm" data-testid="progress-value">
              {upload}% uploaded
            </Text>
            <Group gap="xs">
              <Button size="xs" variant="default" onClick={() => step(-10)} disabled={upload === 0}>
                Less
              </Button>
              <Button size="xs" onClick={() => step(10)} disabled={upload === 100}>
                More
              </Button>
            </Group>
          </Group>
        </Stack>
      </ExampleCard>
      <ExampleCard title="Colours" description="A bar per semantic colour.">
        <Stack gap="sm">
          {kitColors.map((kitColor, index) => (
            <Progress
              key={kitColor.label}
              value={30 + index * 12}
              color={kitColor.color}
              aria-label={`${kitColor.label} progress`}
            />
          ))}
        </Stack>
      </ExampleCard>
      <ExampleCard
        title="Sizes, stripes and animation"
        description="Thin to thick bars; striped, and animated while work goes on."
      >
        <Stack gap="sm">
          {kitSizes.map((size) => (
            <Progress key={size} value={60} size={size} aria-label={`Progress, size ${size}`} />
          ))}
          <Progress value={70} size="lg" striped color="teal" aria-label="Striped progress" />
          <Progress value={55} size="lg" striped animated color="grape" aria-label="Animated progress" />
        </Stack>
      </ExampleCard>
      <ExampleCard title="Sections with labels" description="Several parts of one total, each labelled.">
        <Progress.Root size={24} role="group" aria-label="Storage used">
          {storage.map((part) => (
            <Progress.Section key={part.label} value={part.value} color={`${part.color}.9`} aria-label={part.label}>
              <Progress.Label>{part.label}</Progress.Label>
            </Progress.Section>
          ))}
        </Progress.Root>
      </ExampleCard>
      <ExampleCard title="Rings and half circles" description="Round progress for dashboards.">
        <Group gap="lg">
          <RingProgress
            size={110}
            thickness={10}
            roundCaps
            sections={[{ value: 68, color: 'indigo' }]}
            label={
              <Text ta="center" fw={700} size="sm">
                68%
              </Text>
            }
          />
          <RingProgress
            size={110}
            thickness={10}
            sections={storage.map((part) => ({ value: part.value, color: part.color, tooltip: part.label }))}
          />
          <SemiCircleProgress value={45} size={140} thickness={10} label="45%" filledSegmentColor="teal" />
        </Group>
      </ExampleCard>
    </ExamplePage>
  );
}
