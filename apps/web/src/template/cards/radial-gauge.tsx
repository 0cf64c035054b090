import { useComputedColorScheme, useMantineTheme } from '@mantine/core';
import { useMemo } from 'react';
import { LazyChart } from './lazy-chart.tsx';
import { useChartOptions } from './use-chart-options.ts';

interface RadialGaugeProps {
  /** Percent, 0 to 100. */
  value: number;
  /** Under the figure. */
  caption: string;
  /** A Mantine colour name. */
  color: string;
  height: number;
  label: string;
}

/** An open ring showing one percentage, with the figure and a caption inside. */
export function RadialGauge({ value, caption, color, height, label }: RadialGaugeProps) {
  const theme = useMantineTheme();
  const isDark = useComputedColorScheme('light') === 'dark';
  const chartColor = theme.colors[color]?.[6] ?? color;
  const trackColor = isDark ? theme.colors.dark[5] : theme.colors.gray[1];
  const options = useChartOptions(
    useMemo(
      () => ({
        colors: [chartColor],
        labels: [caption],
        stroke: { lineCap: 'round' as const },
        plotOptions: {
          radialBar: {
            startAngle: -140,
            endAngle: 140,
            hollow: { size: '62%' },
            track: { background: trackColor, strokeWidth: '100%' },
            dataLabels: {
              name: { offsetY: 24, fontSize: '14px' },
              value: { offsetY: -14, fontSize: '30px', fontWeight: 650, formatter: (val: number) => `${val}%` },
            },
          },
        },
        grid: { padding: { top: -10 } },
      }),
      [chartColor, caption, trackColor],
    ),
  );
  return <LazyChart type="radialBar" series={[Math.round(value)]} options={options} height={height} label={label} />;
}
