import { Navigate, type RouteObject } from 'react-router';

/** The invoice app (spec section 2): list, preview, edit and add, each screen loaded on demand. */
export const invoiceRoutes: RouteObject[] = [
  { path: 'apps/invoice', element: <Navigate to="/apps/invoice/list" replace /> },
  {
    path: 'apps/invoice/list',
    lazy: () => import('./list/invoice-list-page.tsx').then((module) => ({ Component: module.InvoiceListPage })),
  },
  {
    path: 'apps/invoice/preview/:id',
    lazy: () =>
      import('./preview/invoice-preview-page.tsx').then((module) => ({ Component: module.InvoicePreviewPage })),
  },
  {
    path: 'apps/invoice/edit/:id',
    lazy: () => import('./editor/invoice-edit-page.tsx').then((module) => ({ Component: module.InvoiceEditPage })),
  },
  {
    path: 'apps/invoice/add',
    lazy: () => import('./editor/invoice-add-page.tsx').then((module) => ({ Component: module.InvoiceAddPage })),
  },
  {
    path: 'apps/invoice/preview',
    lazy: () =>
      import('./first-invoice-redirect.tsx').then((module) => ({ Component: module.FirstInvoicePreviewRedirect })),
  },
  {
    path: 'apps/invoice/edit',
    lazy: () =>
      import('./first-invoice-redirect.tsx').then((module) => ({ Component: module.FirstInvoiceEditRedirect })),
  },
];
