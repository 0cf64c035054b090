import { useMemo } from 'react';
import { type ChartTheme, seriesColor, useChartTheme } from '../use-chart-theme.ts';

/** Props for Recharts' axes, grid, legend and tooltip in the current skin, spread onto each chart's parts. */
export function useRechartsTheme() {
  const chartTheme = useChartTheme();
  return useMemo(() => themeProps(chartTheme), [chartTheme]);
}

function themeProps(chartTheme: ChartTheme) {
  const tick = { fill: chartTheme.text, fontSize: 12, fontFamily: chartTheme.fontFamily };
  return {
    axis: { tick, stroke: chartTheme.grid, tickLine: false },
    grid: { stroke: chartTheme.grid, strokeDasharray: '4 4' },
    legend: {
      // The series' own order, as the other families show it (Recharts sorts by name by default).
      itemSorter: null,
      wrapperStyle: { fontSize: 13, fontFamily: chartTheme.fontFamily },
      // Recharts writes each legend entry in its series colour, which is too faint on the dark card to read.
      formatter: (value: string) => <span style={{ color: chartTheme.legend }}>{value}</span>,
    },
    tooltip: {
      contentStyle: { background: chartTheme.surface, borderColor: chartTheme.grid, borderRadius: 8 },
      labelStyle: { color: chartTheme.legend },
      itemStyle: { color: chartTheme.legend },
    },
    polarAngle: { tick, stroke: chartTheme.grid },
    polarGrid: { stroke: chartTheme.grid },
    /** The card's background, to edge pie slices and radial bars. */
    surface: chartTheme.surface,
    isAnimationActive: !chartTheme.isMotionReduced,
    color: (index: number) => seriesColor(chartTheme, index),
  };
}

export type RechartsTheme = ReturnType<typeof useRechartsTheme>;
