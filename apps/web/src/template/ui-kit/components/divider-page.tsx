import { Divider, Group, Stack, Text } from '@mantine/core';
import { IconStar } from '@tabler/icons-react';
import { ExampleCard, ExamplePage } from './example-card.tsx';
import { kitColors, kitSizes } from './kit-colors.ts';

const positions = ['left', 'center', 'right'] as const;
const styles = ['solid', 'dashed', 'dotted'] as const;

/** Dividers: labelled, styled, coloured, sized and vertical. */
export function DividerPage() {
  return (
    <ExamplePage title="Divider" description="Lines that separate content, with or without a label.">
      <ExampleCard title="Labels" description="A label on the left, in the middle or on the right.">
        <Stack gap="md">
          {positions.map((position) => (
            <Divider key={position} label={`Label on the ${position}`} labelPosition={position} />
          ))}
          <Divider
            label={
              <Group gap={4}>
                <IconStar size={12} /> With an icon
              </Group>
            }
          />
        </Stack>
      </ExampleCard>
      <ExampleCard title="Styles" description="Solid, dashed and dotted lines.">
        <Stack gap="md">
          {styles.map((variant) => (
            <Divider key={variant} variant={variant} label={variant} labelPosition="center" />
          ))}
        </Stack>
      </ExampleCard>
      <ExampleCard title="Colours and sizes" description="A coloured line per semantic colour, then thicker lines.">
        <Stack gap="md">
          {kitColors.map((kitColor) => (
            <Divider key={kitColor.label} color={kitColor.color} />
          ))}
          {kitSizes.map((size) => (
            <Divider key={size} size={size} />
          ))}
        </Stack>
      </ExampleCard>
      <ExampleCard title="Vertical" description="Between items of a row.">
        <Group gap="sm" wrap="wrap">
          {['Profile', 'Settings', 'Billing', 'Sign out'].map((label, index) => (
            <Group key={label} gap="sm">
              {index > 0 ? <Divider orientation="vertical" /> : null}
              <Text size="sm">{label}</Text>
            </Group>
          ))}
        </Group>
      </ExampleCard>
    </ExamplePage>
  );
}
