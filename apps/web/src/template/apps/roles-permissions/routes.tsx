import type { RouteObject } from 'react-router';

/** Roles, permissions and access control (spec section 2), each screen loaded on demand. */
export const rolesPermissionsRoutes: RouteObject[] = [
  {
    path: 'apps/roles',
    lazy: () => import('./roles/roles-page.tsx').then((module) => ({ Component: module.RolesPage })),
  },
  {
    path: 'apps/permissions',
    lazy: () => import('./permissions/permissions-page.tsx').then((module) => ({ Component: module.PermissionsPage })),
  },
  {
    path: 'access-control',
    lazy: () =>
      import('./access-control/access-control-page.tsx').then((module) => ({ Component: module.AccessControlPage })),
  },
];
