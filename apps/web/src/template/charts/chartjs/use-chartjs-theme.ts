import { alpha } from '@mantine/core';
import { useMemo } from 'react';
import type { NamedSeries } from '../chart-data.ts';
import { seriesColor, useChartTheme } from '../use-chart-theme.ts';

/**
 * Chart.js options for the current skin. Chart.js reads colours from each chart's options (its global
 * defaults would not redraw charts already on screen when the skin changes), so every chart takes these.
 */
export function useChartJsTheme() {
  const chartTheme = useChartTheme();
  return useMemo(() => {
    const font = { family: chartTheme.fontFamily };
    const axis = {
      ticks: { color: chartTheme.text, font },
      grid: { color: chartTheme.grid },
      border: { color: chartTheme.grid },
    };
    const common = {
      responsive: true,
      maintainAspectRatio: false,
      animation: chartTheme.isMotionReduced ? (false as const) : undefined,
      plugins: {
        legend: { position: 'top' as const, labels: { color: chartTheme.legend, font, usePointStyle: true } },
        tooltip: { titleFont: font, bodyFont: font },
      },
    };
    return {
      common,
      cartesianScales: { x: axis, y: axis },
      radialScale: {
        r: {
          // Scores and goals are out of 100: the scale starts at zero rather than at the smallest value.
          min: 0,
          max: 100,
          angleLines: { color: chartTheme.grid },
          grid: { color: chartTheme.grid },
          pointLabels: { color: chartTheme.text, font },
          // The default white label backdrop would show as boxes in the dark skin.
          ticks: { color: chartTheme.text, backdropColor: 'transparent', font, stepSize: 25 },
        },
      },
      color: (index: number) => seriesColor(chartTheme, index),
      /** A translucent fill of the nth series colour, for areas, bubbles and polar segments. */
      fill: (index: number) => alpha(seriesColor(chartTheme, index), 0.35),
      surface: chartTheme.surface,
    };
  }, [chartTheme]);
}

export type ChartJsTheme = ReturnType<typeof useChartJsTheme>;

/** Named series as Chart.js datasets, each in its palette colour. */
export function toDatasets(series: NamedSeries[], theme: ChartJsTheme) {
  return series.map((item, index) => ({
    label: item.name,
    data: item.data,
    borderColor: theme.color(index),
    backgroundColor: theme.color(index),
  }));
}
