import { lazy } from 'react';
import type { RouteObject } from 'react-router';

const EcommerceDashboard = lazy(() =>
  import('./ecommerce-dashboard.tsx').then((module) => ({ default: module.EcommerceDashboard })),
);
const AnalyticsDashboard = lazy(() =>
  import('./analytics-dashboard.tsx').then((module) => ({ default: module.AnalyticsDashboard })),
);

/** The two dashboards (spec section 2): e-commerce at `/`, analytics at /dashboard/analytics. */
export const dashboardsRoutes: RouteObject[] = [
  { index: true, element: <EcommerceDashboard /> },
  { path: 'dashboard/analytics', element: <AnalyticsDashboard /> },
];
