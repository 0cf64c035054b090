import { Box, Group, SimpleGrid, Stack, Text, useComputedColorScheme, useMantineTheme } from '@mantine/core';
import { useEffect, useState } from 'react';
import { ExampleCard, ExamplePage } from '../components/example-card.tsx';
import { kitColors } from '../components/kit-colors.ts';
import { readableTextOn } from './color-contrast.ts';

const surfaces = [
  { label: 'Body', variable: '--mantine-color-body' },
  { label: 'Text', variable: '--mantine-color-text' },
  { label: 'Dimmed text', variable: '--mantine-color-dimmed' },
  { label: 'Border', variable: '--mantine-color-default-border' },
  { label: 'Primary', variable: '--mantine-primary-color-filled' },
  { label: 'Error', variable: '--mantine-color-error' },
];

/** A colour swatch with its label and hex, in black or white text, whichever reads better. */
function Swatch({ label, hex }: { label: string; hex: string }) {
  return (
    <Box bg={hex} c={readableTextOn(hex)} p="xs" style={{ borderRadius: 'var(--mantine-radius-sm)' }}>
      <Text size="xs" fw={700} inherit>
        {label}
      </Text>
      <Text size="xs" ff="monospace" inherit>
        {hex}
      </Text>
    </Box>
  );
}

/** The current skin's value of each surface variable, read from the page. */
function useSurfaceColors() {
  const scheme = useComputedColorScheme('light');
  const [values, setValues] = useState<Record<string, string>>({});
  useEffect(() => {
    const probe = document.createElement('div');
    // The variables resolve against the skin now on the page, which changes with the scheme.
    probe.dataset.scheme = scheme;
    document.body.append(probe);
    const next: Record<string, string> = {};
    for (const surface of surfaces) {
      probe.style.color = `var(${surface.variable})`;
      next[surface.variable] = getComputedStyle(probe).color;
    }
    probe.remove();
    setValues(next);
  }, [scheme]);
  return { scheme, values };
}

/** The theme palette: every Mantine colour with its ten shades, the kit's semantic colours and the skin's surfaces. */
export function ColorsPage() {
  const theme = useMantineTheme();
  const { scheme, values } = useSurfaceColors();
  const shadeOf = (color: string) => {
    const [name = color, shade] = color.split('.');
    const index = shade
      ? Number(shade)
      : typeof theme.primaryShade === 'number'
        ? theme.primaryShade
        : theme.primaryShade[scheme];
    return theme.colors[name]?.[index] ?? '#000000';
  };
  return (
    <ExamplePage
      title="Colors"
      description="The palette of the theme: semantic colours, the skin's surfaces and every shade."
    >
      <ExampleCard
        title="Semantic colours"
        description="The colours components use for meaning, as filled backgrounds."
      >
        <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="xs">
          {kitColors.map((kitColor) => (
            <Swatch
              key={kitColor.label}
              label={`${kitColor.label} · ${kitColor.filled}`}
              hex={shadeOf(kitColor.filled)}
            />
          ))}
        </SimpleGrid>
      </ExampleCard>
      <ExampleCard
        title="Skin surfaces"
        description={`What the ${scheme} skin paints the page with (switch the skin to compare).`}
      >
        <Stack gap="xs">
          {surfaces.map((surface) => (
            <Group key={surface.variable} gap="sm" wrap="nowrap">
              <Box
                w={36}
                h={36}
                bg={`var(${surface.variable})`}
                bd="1px solid var(--mantine-color-default-border)"
                style={{ borderRadius: 'var(--mantine-radius-sm)', flexShrink: 0 }}
                aria-hidden
              />
              <Stack gap={0} style={{ minWidth: 0 }}>
                <Text size="sm" fw={600}>
                  {surface.label}
                </Text>
                <Text size="xs" ff="monospace" style={{ overflowWrap: 'anywhere' }}>
                  {surface.variable}: {values[surface.variable] ?? '…'}
                </Text>
              </Stack>
            </Group>
          ))}
        </Stack>
      </ExampleCard>
      {Object.entries(theme.colors).map(([name, shades]) => (
        <ExampleCard
          key={name}
          title={name.charAt(0).toUpperCase() + name.slice(1)}
          description={`theme.colors.${name}, shades 0 to 9.`}
        >
          <SimpleGrid cols={{ base: 2, xs: 5 }} spacing={6} data-testid={`palette-${name}`}>
            {shades.map((hex, shade) => (
              <Swatch key={hex + String(shade)} label={`${name}.${shade}`} hex={hex} />
            ))}
          </SimpleGrid>
        </ExampleCard>
      ))}
    </ExamplePage>
  );
}
