import { useMantineTheme } from '@mantine/core';
import { useMemo } from 'react';

/**
 * Mantine colour names (as the demo data gives them) resolved to values: ApexCharts derives shades from
 * the colour, so it needs a value, not a CSS variable. Pass a stable array (the store's data is).
 */
export function useNamedColors(names: readonly string[]): string[] {
  const theme = useMantineTheme();
  return useMemo(() => names.map((name) => theme.colors[name]?.[6] ?? name), [names, theme]);
}
