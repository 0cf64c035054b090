import { type ComponentType, lazy, Suspense } from 'react';
import type { RouteObject } from 'react-router';
import { blankPageLayoutRoutes } from '../page-layouts/routes.tsx';
import type { AuthPage, AuthVariant } from './auth/auth-variant.ts';
import type { MiscKind } from './misc/misc-page.tsx';
import { PageLoader } from './ui/page-loader.tsx';

const BlankLayout = lazy(() => import('./blank-layout.tsx').then((module) => ({ default: module.BlankLayout })));

const LoginPage = lazy(() => import('./auth/login-page.tsx').then((module) => ({ default: module.LoginPage })));
const RegisterPage = lazy(() =>
  import('./auth/register-page.tsx').then((module) => ({ default: module.RegisterPage })),
);
const ForgotPasswordPage = lazy(() =>
  import('./auth/forgot-password-page.tsx').then((module) => ({ default: module.ForgotPasswordPage })),
);
const ResetPasswordPage = lazy(() =>
  import('./auth/reset-password-page.tsx').then((module) => ({ default: module.ResetPasswordPage })),
);
const VerifyEmailPage = lazy(() =>
  import('./auth/verify-email-page.tsx').then((module) => ({ default: module.VerifyEmailPage })),
);
const TwoStepsPage = lazy(() =>
  import('./auth/two-steps-page.tsx').then((module) => ({ default: module.TwoStepsPage })),
);
const MiscPage = lazy(() => import('./misc/misc-page.tsx').then((module) => ({ default: module.MiscPage })));

const AccountSettingsPage = lazy(() =>
  import('./account-settings/account-settings-page.tsx').then((module) => ({ default: module.AccountSettingsPage })),
);
const ProfilePage = lazy(() =>
  import('./profile/profile-page.tsx').then((module) => ({ default: module.ProfilePage })),
);
const FaqPage = lazy(() => import('./help/faq-page.tsx').then((module) => ({ default: module.FaqPage })));
const KnowledgeBasePage = lazy(() =>
  import('./help/knowledge-base-page.tsx').then((module) => ({ default: module.KnowledgeBasePage })),
);
const KnowledgeCategoryPage = lazy(() =>
  import('./help/knowledge-category-page.tsx').then((module) => ({ default: module.KnowledgeCategoryPage })),
);
const KnowledgeQuestionPage = lazy(() =>
  import('./help/knowledge-question-page.tsx').then((module) => ({ default: module.KnowledgeQuestionPage })),
);
const PricingPage = lazy(() =>
  import('./pricing/pricing-page.tsx').then((module) => ({ default: module.PricingPage })),
);
const BlogListPage = lazy(() =>
  import('./blog/blog-list-page.tsx').then((module) => ({ default: module.BlogListPage })),
);
const BlogDetailPage = lazy(() =>
  import('./blog/blog-detail-page.tsx').then((module) => ({ default: module.BlogDetailPage })),
);
const BlogEditPage = lazy(() =>
  import('./blog/blog-edit-page.tsx').then((module) => ({ default: module.BlogEditPage })),
);
const LicensePage = lazy(() =>
  import('./license/license-page.tsx').then((module) => ({ default: module.LicensePage })),
);
const ApiKeyPage = lazy(() => import('./api-key/api-key-page.tsx').then((module) => ({ default: module.ApiKeyPage })));
const ModalExamplesPage = lazy(() =>
  import('./modal-examples/modal-examples-page.tsx').then((module) => ({ default: module.ModalExamplesPage })),
);

/** The template's pages shown inside its layout (spec section 2), each loaded with its route. */
export const pagesRoutes: RouteObject[] = [
  { path: 'pages/account-settings', element: <AccountSettingsPage /> },
  { path: 'pages/profile', element: <ProfilePage /> },
  { path: 'pages/faq', element: <FaqPage /> },
  { path: 'pages/knowledge-base', element: <KnowledgeBasePage /> },
  { path: 'pages/knowledge-base/:category', element: <KnowledgeCategoryPage /> },
  { path: 'pages/knowledge-base/:category/:question', element: <KnowledgeQuestionPage /> },
  { path: 'pages/pricing', element: <PricingPage /> },
  { path: 'pages/blog/list', element: <BlogListPage /> },
  // Without an id, the detail and edit pages show the newest post (the search palette links there).
  { path: 'pages/blog/detail/:id?', element: <BlogDetailPage /> },
  { path: 'pages/blog/edit/:id?', element: <BlogEditPage /> },
  { path: 'pages/license', element: <LicensePage /> },
  { path: 'pages/api-key', element: <ApiKeyPage /> },
  { path: 'pages/modal-examples', element: <ModalExamplesPage /> },
];

const authPages: Record<AuthPage, ComponentType<{ variant: AuthVariant }>> = {
  login: LoginPage,
  register: RegisterPage,
  'forgot-password': ForgotPasswordPage,
  'reset-password': ResetPasswordPage,
  'verify-email': VerifyEmailPage,
  'two-steps': TwoStepsPage,
};
const variants: AuthVariant[] = ['basic', 'cover'];
const miscKinds: MiscKind[] = ['coming-soon', 'not-authorized', 'maintenance', 'error'];

/** The template's pages without its chrome: the demo sign-in pages in both looks, the misc pages, the blank layout. */
export const blankPagesRoutes: RouteObject[] = [
  {
    element: (
      <Suspense fallback={<PageLoader />}>
        <BlankLayout />
      </Suspense>
    ),
    children: [
      ...Object.entries(authPages).flatMap(([page, Page]) =>
        variants.map((variant) => ({ path: `pages/${page}-${variant}`, element: <Page variant={variant} /> })),
      ),
      ...miscKinds.map((kind) => ({ path: `misc/${kind}`, element: <MiscPage kind={kind} /> })),
      ...blankPageLayoutRoutes,
    ],
  },
];
