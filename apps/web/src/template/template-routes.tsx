import type { RouteObject } from 'react-router';
import { calendarRoutes } from './apps/calendar/routes.tsx';
import { chatRoutes } from './apps/chat/routes.tsx';
import { ecommerceRoutes } from './apps/ecommerce/routes.tsx';
import { emailRoutes } from './apps/email/routes.tsx';
import { invoiceRoutes } from './apps/invoice/routes.tsx';
import { rolesPermissionsRoutes } from './apps/roles-permissions/routes.tsx';
import { todoRoutes } from './apps/todo/routes.tsx';
import { userRoutes } from './apps/user/routes.tsx';
import { chartsRoutes } from './charts/routes.tsx';
import { dashboardsRoutes } from './dashboards/routes.tsx';
import { extensionPagesRoutes } from './extensions/routes.tsx';
import { formPagesRoutes } from './forms/routes.tsx';
import { pageLayoutRoutes } from './page-layouts/routes.tsx';
import { blankPagesRoutes, pagesRoutes } from './pages/routes.tsx';
import { tablePagesRoutes } from './tables/routes.tsx';
import { cardPagesRoutes } from './ui-kit/cards/routes.tsx';
import { componentPagesRoutes } from './ui-kit/components/routes.tsx';
import { elementPagesRoutes } from './ui-kit/elements/routes.tsx';

/**
 * The demo template's routes (spec section 2), inside the template's layout. Each area lists its own
 * routes and loads its screens lazily, so no template code reaches the product's first bundle.
 */
export const templateRoutes: RouteObject[] = [
  ...dashboardsRoutes,
  ...emailRoutes,
  ...chatRoutes,
  ...todoRoutes,
  ...calendarRoutes,
  ...invoiceRoutes,
  ...ecommerceRoutes,
  ...userRoutes,
  ...rolesPermissionsRoutes,
  ...pagesRoutes,
  ...elementPagesRoutes,
  ...cardPagesRoutes,
  ...componentPagesRoutes,
  ...extensionPagesRoutes,
  ...pageLayoutRoutes,
  ...formPagesRoutes,
  ...tablePagesRoutes,
  ...chartsRoutes,
];

/** Template pages without its chrome (demo sign-in pages, coming soon, maintenance, error): signed in, no layout. */
export const templateBlankRoutes: RouteObject[] = blankPagesRoutes;
