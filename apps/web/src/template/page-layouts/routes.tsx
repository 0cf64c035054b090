import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import type { LayoutOverrideHandle } from './layout-override.ts';
import type { ShellLayoutKind } from './page-layout-page.tsx';

const PageLayoutPage = lazy(() =>
  import('./page-layout-page.tsx').then((module) => ({ default: module.PageLayoutPage })),
);
const LayoutBlankPage = lazy(() =>
  import('./layout-blank-page.tsx').then((module) => ({ default: module.LayoutBlankPage })),
);

const shellLayouts: { kind: ShellLayoutKind; handle?: LayoutOverrideHandle }[] = [
  { kind: 'collapse-menu', handle: { templateLayout: { menuLayout: 'vertical', isMenuCollapsed: true } } },
  { kind: 'layout-boxed', handle: { templateLayout: { contentWidth: 'boxed' } } },
  { kind: 'without-menu', handle: { templateLayout: { isWithoutMenu: true } } },
  { kind: 'layout-empty' },
];

/** The page-layout examples inside the shell, each shaping it through its route's handle. */
export const pageLayoutRoutes: RouteObject[] = shellLayouts.map(({ kind, handle }) => ({
  path: `page-layouts/${kind}`,
  element: <PageLayoutPage kind={kind} />,
  handle,
}));

/** The blank layout example, outside the shell. */
export const blankPageLayoutRoutes: RouteObject[] = [
  { path: 'page-layouts/layout-blank', element: <LayoutBlankPage /> },
];
