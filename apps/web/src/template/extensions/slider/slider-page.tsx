import { Group, NumberInput, RangeSlider, Slider, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { DemoCard } from '../../shared/ui/demo-card.tsx';
import { ExtensionPage } from '../shared/extension-page.tsx';

const marks = [
  { value: 0, label: '0%' },
  { value: 25, label: '25%' },
  { value: 50, label: '50%' },
  { value: 75, label: '75%' },
  { value: 100, label: '100%' },
];

const colours = ['indigo', 'green', 'orange', 'red', 'grape'] as const;

/** Slider: Mantine's Slider and RangeSlider, with steps, marks, colours and a number input kept in step. */
export function SliderPage() {
  const [volume, setVolume] = useState(40);
  const [range, setRange] = useState<[number, number]>([20, 80]);
  const [price, setPrice] = useState(250);

  return (
    <ExtensionPage title="Slider" description="Pick a value or a range by dragging, clicking or with the arrow keys.">
      <DemoCard title="Basic" description="One value from 0 to 100.">
        <Stack gap="xs">
          <Text size="sm">
            Volume: <strong>{volume}</strong>
          </Text>
          <Slider value={volume} onChange={setVolume} thumbLabel="Volume" />
        </Stack>
      </DemoCard>
      <DemoCard title="Range" description="Two thumbs pick a minimum and a maximum.">
        <Stack gap="xs">
          <Text size="sm">
            From <strong>{range[0]}</strong> to <strong>{range[1]}</strong>
          </Text>
          <RangeSlider
            value={range}
            onChange={setRange}
            minRange={10}
            thumbFromLabel="Minimum"
            thumbToLabel="Maximum"
          />
        </Stack>
      </DemoCard>
      <DemoCard title="Steps and marks" description="Snaps to every 25 and labels each step.">
        <Slider
          defaultValue={50}
          step={25}
          marks={marks}
          restrictToMarks
          thumbLabel="Progress"
          mb="lg"
          label={(value) => `${value}%`}
        />
      </DemoCard>
      <DemoCard title="Disabled" description="Shows a value but cannot be moved.">
        <Stack gap="lg">
          <Slider defaultValue={60} disabled thumbLabel="Disabled slider" />
          <RangeSlider
            defaultValue={[30, 70]}
            disabled
            thumbFromLabel="Disabled minimum"
            thumbToLabel="Disabled maximum"
          />
        </Stack>
      </DemoCard>
      <DemoCard title="Colours and sizes" description="Any theme colour, from extra small to extra large.">
        <Stack gap="lg">
          {colours.map((colour, index) => (
            <Slider
              key={colour}
              color={colour}
              size={(['xs', 'sm', 'md', 'lg', 'xl'] as const)[index]}
              defaultValue={20 + index * 15}
              thumbLabel={`${colour} slider`}
            />
          ))}
        </Stack>
      </DemoCard>
      <DemoCard title="With an input" description="Type a number or drag: both stay in step.">
        <Group align="flex-end" wrap="nowrap">
          <Slider
            value={price}
            onChange={setPrice}
            min={0}
            max={1000}
            step={10}
            thumbLabel="Budget slider"
            style={{ flex: 1 }}
            mb="xs"
          />
          <NumberInput
            label="Budget"
            value={price}
            onChange={(value) => setPrice(typeof value === 'number' ? Math.min(1000, Math.max(0, value)) : 0)}
            min={0}
            max={1000}
            step={10}
            prefix="$"
            w={110}
          />
        </Group>
      </DemoCard>
    </ExtensionPage>
  );
}
