import { useComputedColorScheme, useMantineTheme } from '@mantine/core';
import { useReducedMotion } from '@mantine/hooks';
import type { ApexOptions } from 'apexcharts';
import { useMemo } from 'react';

/** The chart palette from the Mantine theme: primary, success, warning, danger, info. */
export function useChartColors() {
  const theme = useMantineTheme();
  return useMemo(
    () => ({
      primary: theme.colors.indigo[6],
      primaryLight: theme.colors.indigo[2],
      success: theme.colors.teal[6],
      warning: theme.colors.orange[6],
      danger: theme.colors.red[6],
      info: theme.colors.cyan[6],
      muted: theme.colors.gray[4],
    }),
    [theme],
  );
}

/**
 * A chart's options on top of the template's chart theme: the product's font, text and grid colours
 * of the current scheme, no toolbar, a transparent background, no animation when motion is reduced. The chart's own `chart`, `grid`,
 * `tooltip` and `legend` settings are merged into the theme's, the rest replace them.
 */
export function useChartOptions(options: ApexOptions): ApexOptions {
  const theme = useMantineTheme();
  const scheme = useComputedColorScheme('light');
  const isMotionReduced = useReducedMotion();
  return useMemo(() => {
    const isDark = scheme === 'dark';
    return {
      dataLabels: { enabled: false },
      colors: [theme.colors.indigo[6], theme.colors.teal[6], theme.colors.orange[6], theme.colors.red[6]],
      ...options,
      chart: {
        fontFamily: theme.fontFamily,
        foreColor: isDark ? theme.colors.dark[1] : theme.colors.gray[7],
        background: 'transparent',
        toolbar: { show: false },
        zoom: { enabled: false },
        parentHeightOffset: 0,
        animations: { enabled: !isMotionReduced },
        ...options.chart,
      },
      theme: { mode: scheme },
      grid: { borderColor: isDark ? theme.colors.dark[4] : theme.colors.gray[2], strokeDashArray: 4, ...options.grid },
      tooltip: { theme: scheme, ...options.tooltip },
      legend: { labels: { colors: isDark ? theme.colors.dark[0] : theme.colors.gray[8] }, ...options.legend },
    };
  }, [options, scheme, theme, isMotionReduced]);
}
