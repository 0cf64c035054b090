import { Navigate, type RouteObject } from 'react-router';

/** The users app (spec section 2): list and view, each screen loaded on demand. */
export const userRoutes: RouteObject[] = [
  { path: 'apps/user', element: <Navigate to="/apps/user/list" replace /> },
  {
    path: 'apps/user/list',
    lazy: () => import('./list/user-list-page.tsx').then((module) => ({ Component: module.UserListPage })),
  },
  {
    path: 'apps/user/view/:id',
    lazy: () => import('./view/user-view-page.tsx').then((module) => ({ Component: module.UserViewPage })),
  },
  {
    path: 'apps/user/view',
    lazy: () => import('./first-user-redirect.tsx').then((module) => ({ Component: module.FirstUserRedirect })),
  },
];
