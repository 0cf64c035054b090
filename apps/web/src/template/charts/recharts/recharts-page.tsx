import { useMemo } from 'react';
import {
  Area,
  AreaChart,
  Bar,
  BarChart,
  CartesianGrid,
  Cell,
  Legend,
  Line,
  LineChart,
  Pie,
  PieChart,
  PolarAngleAxis,
  PolarGrid,
  Radar,
  RadarChart,
  RadialBar,
  RadialBarChart,
  Scatter,
  ScatterChart,
  Tooltip,
  XAxis,
  YAxis,
  ZAxis,
} from 'recharts';
import {
  accountSeries,
  balanceSeries,
  countryCategories,
  countrySeries,
  dealSeries,
  dealSizeSeries,
  deviceSlices,
  goalSlices,
  months,
  planSeries,
  qualities,
  quarters,
  type Slice,
  sourceSlices,
  trafficSeries,
} from '../chart-data.ts';
import { type ChartCardSpec, ChartsPage } from '../charts-page.tsx';
import { RechartsFigure } from './recharts-figure.tsx';
import { toRows } from './recharts-rows.ts';
import { type RechartsTheme, useRechartsTheme } from './use-recharts-theme.tsx';

const balanceRows = toRows(months, balanceSeries);
const trafficRows = toRows(months, trafficSeries);
const countryRows = toRows(countryCategories, countrySeries);
const dealRows = toRows(quarters, dealSeries);
const planRows = toRows(qualities, planSeries);

// Each chart is one picture with the card's title as its name (see RechartsFigure), so Recharts' own
// keyboard layer is off: a focusable chart inside a picture would be hidden from assistive technology.
const chartProps = { accessibilityLayer: false, margin: { top: 8, right: 12, bottom: 0, left: -8 } };

function pieCard(title: string, slices: Slice[], theme: RechartsTheme, innerRadius: string): ChartCardSpec {
  return {
    title,
    render: (label) => (
      <RechartsFigure label={label}>
        <PieChart accessibilityLayer={false}>
          <Pie
            data={slices}
            dataKey="value"
            nameKey="name"
            innerRadius={innerRadius}
            // Clockwise from the top, as the other families draw their pies.
            startAngle={90}
            endAngle={-270}
            outerRadius="80%"
            stroke={theme.surface}
            isAnimationActive={theme.isAnimationActive}
          >
            {slices.map((slice, index) => (
              <Cell key={slice.name} fill={theme.color(index)} />
            ))}
          </Pie>
          <Tooltip {...theme.tooltip} />
          <Legend {...theme.legend} />
        </PieChart>
      </RechartsFigure>
    ),
  };
}

function buildCards(theme: RechartsTheme): ChartCardSpec[] {
  const animation = { isAnimationActive: theme.isAnimationActive };
  return [
    {
      title: 'Line: revenue and expenses',
      render: (label) => (
        <RechartsFigure label={label}>
          <LineChart data={balanceRows} {...chartProps}>
            <CartesianGrid {...theme.grid} />
            <XAxis dataKey="name" {...theme.axis} />
            <YAxis {...theme.axis} tickFormatter={(value: number) => `$${value}k`} />
            <Tooltip {...theme.tooltip} />
            <Legend {...theme.legend} />
            {balanceSeries.map((series, index) => (
              <Line
                key={series.name}
                type="monotone"
                dataKey={series.name}
                stroke={theme.color(index)}
                strokeWidth={3}
                dot={false}
                {...animation}
              />
            ))}
          </LineChart>
        </RechartsFigure>
      ),
    },
    {
      title: 'Area: visits and sign-ups',
      render: (label) => (
        <RechartsFigure label={label}>
          <AreaChart data={trafficRows} {...chartProps}>
            <CartesianGrid {...theme.grid} />
            <XAxis dataKey="name" {...theme.axis} />
            <YAxis {...theme.axis} />
            <Tooltip {...theme.tooltip} />
            <Legend {...theme.legend} />
            {trafficSeries.map((series, index) => (
              <Area
                key={series.name}
                type="monotone"
                dataKey={series.name}
                stroke={theme.color(index)}
                fill={theme.color(index)}
                fillOpacity={0.25}
                {...animation}
              />
            ))}
          </AreaChart>
        </RechartsFigure>
      ),
    },
    {
      title: 'Bar: customers by country',
      render: (label) => (
        <RechartsFigure label={label}>
          <BarChart data={countryRows} layout="vertical" {...chartProps}>
            <CartesianGrid {...theme.grid} horizontal={false} />
            <XAxis type="number" {...theme.axis} />
            <YAxis type="category" dataKey="name" width={110} {...theme.axis} />
            <Tooltip {...theme.tooltip} />
            {countrySeries.map((series, index) => (
              <Bar
                key={series.name}
                dataKey={series.name}
                fill={theme.color(index)}
                radius={[0, 4, 4, 0]}
                barSize={18}
                {...animation}
              />
            ))}
          </BarChart>
        </RechartsFigure>
      ),
    },
    {
      title: 'Column: deals per quarter',
      render: (label) => (
        <RechartsFigure label={label}>
          <BarChart data={dealRows} {...chartProps}>
            <CartesianGrid {...theme.grid} vertical={false} />
            <XAxis dataKey="name" {...theme.axis} />
            <YAxis {...theme.axis} />
            <Tooltip {...theme.tooltip} />
            <Legend {...theme.legend} />
            {dealSeries.map((series, index) => (
              <Bar
                key={series.name}
                dataKey={series.name}
                fill={theme.color(index)}
                radius={[4, 4, 0, 0]}
                {...animation}
              />
            ))}
          </BarChart>
        </RechartsFigure>
      ),
    },
    {
      title: 'Scatter: deal size and time to close',
      render: (label) => (
        <RechartsFigure label={label}>
          <ScatterChart {...chartProps}>
            <CartesianGrid {...theme.grid} />
            <XAxis type="number" dataKey="x" name="Deal size ($k)" {...theme.axis} />
            <YAxis type="number" dataKey="y" name="Days to close" {...theme.axis} />
            <Tooltip {...theme.tooltip} />
            <Legend {...theme.legend} />
            {dealSizeSeries.map((series, index) => (
              <Scatter
                key={series.name}
                name={series.name}
                data={series.data}
                fill={theme.color(index)}
                {...animation}
              />
            ))}
          </ScatterChart>
        </RechartsFigure>
      ),
    },
    pieCard('Pie: sessions by device', deviceSlices, theme, '0%'),
    pieCard('Donut: leads by source', sourceSlices, theme, '55%'),
    {
      title: 'Radar: plans compared',
      render: (label) => (
        <RechartsFigure label={label}>
          <RadarChart data={planRows} outerRadius="70%" accessibilityLayer={false}>
            <PolarGrid {...theme.polarGrid} />
            <PolarAngleAxis dataKey="name" {...theme.polarAngle} />
            <Tooltip {...theme.tooltip} />
            <Legend {...theme.legend} />
            {planSeries.map((series, index) => (
              <Radar
                key={series.name}
                dataKey={series.name}
                stroke={theme.color(index)}
                fill={theme.color(index)}
                fillOpacity={0.3}
                {...animation}
              />
            ))}
          </RadarChart>
        </RechartsFigure>
      ),
    },
    {
      title: 'Radial bar: quarterly goals',
      render: (label) => (
        <RechartsFigure label={label}>
          <RadialBarChart
            data={goalSlices.map((slice, index) => ({ ...slice, fill: theme.color(index) }))}
            innerRadius="25%"
            outerRadius="95%"
            startAngle={90}
            endAngle={-270}
            accessibilityLayer={false}
          >
            <PolarAngleAxis type="number" domain={[0, 100]} tick={false} />
            <RadialBar dataKey="value" background={{ fill: theme.polarGrid.stroke }} cornerRadius={6} {...animation} />
            <Tooltip {...theme.tooltip} />
            <Legend {...theme.legend} />
          </RadialBarChart>
        </RechartsFigure>
      ),
    },
    {
      title: 'Bubble: accounts by seats and usage',
      render: (label) => (
        <RechartsFigure label={label}>
          <ScatterChart {...chartProps}>
            <CartesianGrid {...theme.grid} />
            <XAxis type="number" dataKey="x" name="Seats" {...theme.axis} />
            <YAxis type="number" dataKey="y" name="Usage hours" {...theme.axis} />
            {/* The bubble's area shows the account's yearly value. */}
            <ZAxis type="number" dataKey="z" name="Yearly value ($k)" range={[60, 900]} />
            <Tooltip {...theme.tooltip} />
            <Legend {...theme.legend} />
            {accountSeries.map((series, index) => (
              <Scatter
                key={series.name}
                name={series.name}
                data={series.data}
                fill={theme.color(index)}
                fillOpacity={0.7}
                {...animation}
              />
            ))}
          </ScatterChart>
        </RechartsFigure>
      ),
    },
  ];
}

/** Recharts examples (/charts/recharts). */
export function RechartsPage() {
  const theme = useRechartsTheme();
  const cards = useMemo(() => buildCards(theme), [theme]);
  return (
    <ChartsPage
      title="Recharts"
      description="Composable React SVG charts: line, area, bar, scatter, pie, radar, radial bar and bubble."
      cards={cards}
    />
  );
}
