import { lazy } from 'react';
import type { RouteObject } from 'react-router';

const TableBasicPage = lazy(() =>
  import('./basic/table-basic-page.tsx').then((module) => ({ default: module.TableBasicPage })),
);
const DatatableBasicPage = lazy(() =>
  import('./datatables/datatable-basic-page.tsx').then((module) => ({ default: module.DatatableBasicPage })),
);
const DatatableAdvancePage = lazy(() =>
  import('./datatables/datatable-advance-page.tsx').then((module) => ({ default: module.DatatableAdvancePage })),
);

/** The basic tables page and the two datatables pages. */
export const tablePagesRoutes: RouteObject[] = [
  { path: 'tables/basic', element: <TableBasicPage /> },
  { path: 'datatables/basic', element: <DatatableBasicPage /> },
  { path: 'datatables/advance', element: <DatatableAdvancePage /> },
];
