import { Group, Stack, Text } from '@mantine/core';
import { IconHeart, IconHeartFilled, IconMoodHappy, IconMoodSad, IconMoodSmile } from '@tabler/icons-react';
import { useState } from 'react';
import { DemoCard } from '../../shared/ui/demo-card.tsx';
import { ExtensionPage } from '../shared/extension-page.tsx';
import { LabelledRating } from './labelled-rating.tsx';

const moods = ['Sad', 'Unhappy', 'Neutral', 'Happy', 'Delighted'] as const;

function moodIcon(value: number) {
  const colour = `var(--mantine-color-${value < 3 ? 'red' : value === 3 ? 'yellow' : 'green'}-7)`;
  if (value < 3) return <IconMoodSad size={28} color={colour} aria-hidden />;
  if (value === 3) return <IconMoodSmile size={28} color={colour} aria-hidden />;
  return <IconMoodHappy size={28} color={colour} aria-hidden />;
}

/** Ratings: Mantine's Rating, editable or read-only, in fractions, with other symbols and sizes. */
export function RatingsPage() {
  const [basic, setBasic] = useState(3);
  const [half, setHalf] = useState(3.5);
  const [mood, setMood] = useState(4);

  return (
    <ExtensionPage title="Ratings" description="Stars, hearts or faces: let people say how much they like something.">
      <DemoCard title="Basic" description="Click a star, or use the arrow keys.">
        <Group>
          <LabelledRating value={basic} onChange={setBasic} label="Your rating" />
          <Text size="sm" aria-live="polite" data-testid="basic-rating-value">
            {basic} of 5
          </Text>
        </Group>
      </DemoCard>
      <DemoCard title="Read only" description="Shows an average; it cannot be changed.">
        <Group>
          <LabelledRating value={4.5} fractions={2} readOnly label="Average rating 4.5 of 5" />
          <Text size="sm">4.5 average from 1,248 reviews</Text>
        </Group>
      </DemoCard>
      <DemoCard title="Fractions" description="Halves and quarters of a star.">
        <Stack gap="xs">
          <Group>
            <LabelledRating value={half} onChange={setHalf} fractions={2} label="Rating in halves" />
            <Text size="sm" aria-live="polite">
              {half} of 5
            </Text>
          </Group>
          <LabelledRating defaultValue={2.25} fractions={4} label="Rating in quarters" />
        </Stack>
      </DemoCard>
      <DemoCard title="Custom symbols" description="Hearts, or faces that change with the value.">
        <Stack gap="xs">
          <LabelledRating
            defaultValue={3}
            emptySymbol={<IconHeart size={24} color="var(--mantine-color-red-7)" aria-hidden />}
            fullSymbol={<IconHeartFilled size={24} color="var(--mantine-color-red-7)" aria-hidden />}
            label="Hearts"
          />
          <Group>
            <LabelledRating
              value={mood}
              onChange={setMood}
              emptySymbol={(value) => <span style={{ opacity: 0.35 }}>{moodIcon(value)}</span>}
              fullSymbol={moodIcon}
              highlightSelectedOnly
              label="Mood"
            />
            <Text size="sm" aria-live="polite">
              {moods[mood - 1] ?? 'No mood'}
            </Text>
          </Group>
        </Stack>
      </DemoCard>
      <DemoCard title="Sizes" description="From extra small to extra large.">
        <Stack gap="xs">
          {(['xs', 'sm', 'md', 'lg', 'xl'] as const).map((size) => (
            <LabelledRating key={size} defaultValue={4} size={size} label={`Rating size ${size}`} />
          ))}
        </Stack>
      </DemoCard>
      <DemoCard title="Colours and count" description="Any theme colour, any number of symbols.">
        <Stack gap="xs">
          <LabelledRating defaultValue={7} count={10} color="indigo" label="Score of 10" />
          <LabelledRating defaultValue={2} color="green" label="Green rating" />
        </Stack>
      </DemoCard>
    </ExtensionPage>
  );
}
