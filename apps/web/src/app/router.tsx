import { lazy } from 'react';
import { createBrowserRouter, Outlet, type PatchRoutesOnNavigationFunction, type RouteObject } from 'react-router';
import { RouteLoading } from '../shared/ui/route-loading.tsx';
import { RequireAbility } from './guards/require-ability.tsx';
import { RequireSession } from './guards/require-session.tsx';
import { PublicLayout } from './layouts/public-layout.tsx';
import { RouteErrorBoundary } from './routes/route-error-boundary.tsx';

// Layouts and pages load lazily: the sign-in page (the first page most visitors see) carries only
// the public layout and its own form (the bundle budget in scripts/check-bundle.mjs).
const AppShellLayout = lazy(() =>
  import('./layouts/app-shell-layout.tsx').then((module) => ({ default: module.AppShellLayout })),
);
const MarketingLayout = lazy(() =>
  import('./layouts/marketing-layout.tsx').then((module) => ({ default: module.MarketingLayout })),
);
const NotFoundRoute = lazy(() =>
  import('./routes/not-found-route.tsx').then((module) => ({ default: module.NotFoundRoute })),
);

const SignInRoute = lazy(() =>
  import('./routes/sign-in-route.tsx').then((module) => ({ default: module.SignInRoute })),
);
const RegisterRoute = lazy(() =>
  import('./routes/register-route.tsx').then((module) => ({ default: module.RegisterRoute })),
);
const ProviderCallbackRoute = lazy(() =>
  import('./routes/provider-callback-route.tsx').then((module) => ({ default: module.ProviderCallbackRoute })),
);
const AcceptInvitationRoute = lazy(() =>
  import('./routes/accept-invitation-route.tsx').then((module) => ({ default: module.AcceptInvitationRoute })),
);
const ForgotPasswordRoute = lazy(() =>
  import('./routes/forgot-password-route.tsx').then((module) => ({ default: module.ForgotPasswordRoute })),
);
const ResetPasswordRoute = lazy(() =>
  import('./routes/reset-password-route.tsx').then((module) => ({ default: module.ResetPasswordRoute })),
);
const PricingRoute = lazy(() =>
  import('./routes/pricing-route.tsx').then((module) => ({ default: module.PricingRoute })),
);
const FreeEnrichmentRoute = lazy(() =>
  import('./routes/free-enrichment-route.tsx').then((module) => ({ default: module.FreeEnrichmentRoute })),
);
const BookingRoute = lazy(() =>
  import('./routes/booking-route.tsx').then((module) => ({ default: module.BookingRoute })),
);
const ManageBookingRoute = lazy(() =>
  import('./routes/manage-booking-route.tsx').then((module) => ({ default: module.ManageBookingRoute })),
);
const ConsentCallbackRoute = lazy(() =>
  import('./routes/consent-callback-route.tsx').then((module) => ({ default: module.ConsentCallbackRoute })),
);

const TemplateLayout = lazy(() =>
  import('../template/layout/template-layout.tsx').then((module) => ({ default: module.TemplateLayout })),
);

/** Route ids the signed-in route tables are patched into (see `patchSignedInRoutes`). */
const appShellId = 'app-shell';
const templateLayoutId = 'template-layout';
const templateBlankId = 'template-blank';
const notFoundId = 'not-found';
let signedInRoutesPatched = false;
let signedInRouteTables: Promise<[RouteObject[], RouteObject[], RouteObject[]]> | null = null;

/** The two tables' modules, imported once (a failed import is tried again on the next navigation). */
function loadSignedInRouteTables() {
  signedInRouteTables ??= Promise.all([import('./product-routes.tsx'), import('../template/template-routes.tsx')]).then(
    ([product, template]) => [product.productRoutes, template.templateRoutes, template.templateBlankRoutes],
    (error: unknown) => {
      signedInRouteTables = null;
      throw error;
    },
  );
  return signedInRouteTables;
}

/**
 * The route tables of the signed-in product and of the demo template (together over 150 routes) are
 * not part of the first bundle, so the sign-in page stays small: the first time an address matches
 * only the catch-all 404, React Router asks here, both tables are loaded and patched in under their
 * layouts, and the address is matched again. An address in neither table still ends at the 404 page.
 */
const patchSignedInRoutes: PatchRoutesOnNavigationFunction = async ({ matches, patch, signal }) => {
  if (signedInRoutesPatched) return;
  const deepest = matches.at(-1);
  if (deepest && deepest.route.id !== notFoundId) return;
  const [productRoutes, templateRoutes, templateBlankRoutes] = await loadSignedInRouteTables();
  // A navigation overtaken by another does not patch; the next one will.
  if (signedInRoutesPatched || signal.aborted) return;
  patch(appShellId, productRoutes);
  patch(templateLayoutId, templateRoutes);
  patch(templateBlankId, templateBlankRoutes);
  signedInRoutesPatched = true;
};

/** The product's route table (the server's pre-render of the public pages reads it too: entry-server.tsx). */
export const routes: RouteObject[] = [
  {
    errorElement: <RouteErrorBoundary />,
    hydrateFallbackElement: <RouteLoading />,
    children: [
      {
        element: <PublicLayout />,
        children: [
          { path: 'login', element: <SignInRoute /> },
          { path: 'register', element: <RegisterRoute /> },
          { path: 'accept-invitation', element: <AcceptInvitationRoute /> },
          { path: 'forgot-password', element: <ForgotPasswordRoute /> },
          { path: 'reset-password', element: <ResetPasswordRoute /> },
          { path: 'auth/callback/:provider', element: <ProviderCallbackRoute /> },
        ],
      },
      {
        element: <MarketingLayout />,
        children: [
          { path: 'pricing', element: <PricingRoute /> },
          // The free-enrichment funnel: a work email's code, then one small file (no sign-in).
          { path: 'free-enrichment', element: <FreeEnrichmentRoute /> },
        ],
      },
      // Meeting booking for prospects: no sign-in and no app chrome (the pages bring their own frame).
      { path: 'book/manage/:token', element: <ManageBookingRoute /> },
      { path: 'book/:slug', element: <BookingRoute /> },
      {
        // The consent tab comes back here; it needs the same browser's session, not the app's chrome.
        element: (
          <RequireSession>
            <PublicLayout />
          </RequireSession>
        ),
        children: [
          {
            path: 'connect/callback',
            element: (
              <RequireAbility requires={{ action: 'read', subject: 'Mailboxes' }}>
                <ConsentCallbackRoute />
              </RequireAbility>
            ),
          },
        ],
      },
      {
        // The signed-in product, in its app shell; its pages are patched in when first needed.
        id: appShellId,
        element: (
          <RequireSession>
            <AppShellLayout />
          </RequireSession>
        ),
      },
      {
        // The demo admin template (spec section 2): its own shell, the same signed-in session. Its
        // routes are patched in when first needed (patchTemplateRoutes).
        id: templateLayoutId,
        element: (
          <RequireSession>
            <TemplateLayout />
          </RequireSession>
        ),
      },
      {
        id: templateBlankId,
        element: (
          <RequireSession>
            <Outlet />
          </RequireSession>
        ),
      },
      { id: notFoundId, path: '*', element: <NotFoundRoute /> },
    ],
  },
];

/** The browser's router over the route table (created once, by app.tsx). */
export function createRouter() {
  return createBrowserRouter(routes, { patchRoutesOnNavigation: patchSignedInRoutes });
}
