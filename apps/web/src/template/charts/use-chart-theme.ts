import { useComputedColorScheme, useMantineTheme } from '@mantine/core';
import { useReducedMotion } from '@mantine/hooks';
import { useMemo } from 'react';

/**
 * The current skin's chart colours for the families that are not themed through ApexCharts' options
 * (Chart.js, Recharts): the same text, grid and series colours as the template's ApexCharts theme.
 */
export function useChartTheme() {
  const theme = useMantineTheme();
  const scheme = useComputedColorScheme('light');
  // Read at the first render: Chart.js charts created with animation and switched off mid-way keep stale curves.
  const isMotionReduced = useReducedMotion(false, { getInitialValueInEffect: false });
  return useMemo(() => {
    const isDark = scheme === 'dark';
    return {
      isDark,
      isMotionReduced,
      fontFamily: theme.fontFamily ?? 'sans-serif',
      text: isDark ? theme.colors.dark[1] : theme.colors.gray[7],
      legend: isDark ? theme.colors.dark[0] : theme.colors.gray[8],
      grid: isDark ? theme.colors.dark[4] : theme.colors.gray[2],
      /** The card's background: separates slices of a pie and fills tooltips. */
      surface: isDark ? theme.colors.dark[6] : theme.white,
      palette: [
        theme.colors.indigo[6],
        theme.colors.teal[6],
        theme.colors.orange[6],
        theme.colors.red[6],
        theme.colors.cyan[6],
      ],
    };
  }, [theme, scheme, isMotionReduced]);
}

export type ChartTheme = ReturnType<typeof useChartTheme>;

/** The nth series colour, repeating the palette when there are more series than colours. */
export function seriesColor(chartTheme: ChartTheme, index: number): string {
  return chartTheme.palette[index % chartTheme.palette.length] ?? chartTheme.text;
}
