import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { LazyPage } from '../email/components/lazy-page.tsx';

const CalendarApp = lazy(() =>
  import('./components/calendar-app.tsx').then((module) => ({ default: module.CalendarApp })),
);

/** The demo calendar, `/apps/calendar`; FullCalendar loads with this route only. */
export const calendarRoutes: RouteObject[] = [
  {
    path: 'apps/calendar',
    element: (
      <LazyPage>
        <CalendarApp />
      </LazyPage>
    ),
  },
];
