import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { LazyPage } from './components/lazy-page.tsx';

const EmailApp = lazy(() => import('./components/email-app.tsx').then((module) => ({ default: module.EmailApp })));

/** The demo mailbox: `/apps/email`, a folder (`/apps/email/spam`) or a label (`/apps/email/label/company`). */
export const emailRoutes: RouteObject[] = [
  {
    path: 'apps/email/*',
    element: (
      <LazyPage>
        <EmailApp />
      </LazyPage>
    ),
  },
];
