import { lazy } from 'react';
import type { RouteObject } from 'react-router';

// Each family is its own chunk: a page loads only the chart library it shows.
const ApexChartsPage = lazy(() =>
  import('./apex/apex-charts-page.tsx').then((module) => ({ default: module.ApexChartsPage })),
);
const ChartJsPage = lazy(() =>
  import('./chartjs/chartjs-page.tsx').then((module) => ({ default: module.ChartJsPage })),
);
const RechartsPage = lazy(() =>
  import('./recharts/recharts-page.tsx').then((module) => ({ default: module.RechartsPage })),
);

/** The three chart families' pages (spec section 2: charts). */
export const chartsRoutes: RouteObject[] = [
  { path: 'charts/apex', element: <ApexChartsPage /> },
  { path: 'charts/chartjs', element: <ChartJsPage /> },
  { path: 'charts/recharts', element: <RechartsPage /> },
];
