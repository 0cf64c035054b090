import { lazy } from 'react';
import type { RouteObject } from 'react-router';

const CardBasicPage = lazy(() => import('./card-basic-page.tsx').then((module) => ({ default: module.CardBasicPage })));
const CardAdvancePage = lazy(() =>
  import('./card-advance-page.tsx').then((module) => ({ default: module.CardAdvancePage })),
);
const CardStatisticsPage = lazy(() =>
  import('./card-statistics-page.tsx').then((module) => ({ default: module.CardStatisticsPage })),
);
const CardAnalyticsPage = lazy(() =>
  import('./card-analytics-page.tsx').then((module) => ({ default: module.CardAnalyticsPage })),
);
const CardActionsPage = lazy(() =>
  import('./card-actions-page.tsx').then((module) => ({ default: module.CardActionsPage })),
);

/** The UI kit's card pages (spec section 2): basic, advance, statistics, analytics and action cards. */
export const cardPagesRoutes: RouteObject[] = [
  { path: 'card/card-basic', element: <CardBasicPage /> },
  { path: 'card/card-advance', element: <CardAdvancePage /> },
  { path: 'card/card-statistics', element: <CardStatisticsPage /> },
  { path: 'card/card-analytics', element: <CardAnalyticsPage /> },
  { path: 'card/card-actions', element: <CardActionsPage /> },
];
