import type { RouteObject } from 'react-router';
import { lazyPage } from './lazy-page.tsx';

/** The UI kit's component pages, one per entry of `componentPages` (navigation/menu.ts), one chunk each. */
export const componentPagesRoutes: RouteObject[] = [
  { path: 'components/alerts', element: lazyPage(() => import('./alerts-page.tsx'), 'AlertsPage') },
  { path: 'components/auto-complete', element: lazyPage(() => import('./auto-complete-page.tsx'), 'AutoCompletePage') },
  { path: 'components/avatar', element: lazyPage(() => import('./avatar-page.tsx'), 'AvatarPage') },
  { path: 'components/badges', element: lazyPage(() => import('./badges-page.tsx'), 'BadgesPage') },
  { path: 'components/breadcrumbs', element: lazyPage(() => import('./breadcrumbs-page.tsx'), 'BreadcrumbsPage') },
  { path: 'components/buttons', element: lazyPage(() => import('./buttons-page.tsx'), 'ButtonsPage') },
  { path: 'components/carousel', element: lazyPage(() => import('./carousel-page.tsx'), 'CarouselPage') },
  { path: 'components/collapse', element: lazyPage(() => import('./collapse-page.tsx'), 'CollapsePage') },
  { path: 'components/divider', element: lazyPage(() => import('./divider-page.tsx'), 'DividerPage') },
  { path: 'components/dropdowns', element: lazyPage(() => import('./dropdowns-page.tsx'), 'DropdownsPage') },
  { path: 'components/list-group', element: lazyPage(() => import('./list-group-page.tsx'), 'ListGroupPage') },
  { path: 'components/modals', element: lazyPage(() => import('./modals-page.tsx'), 'ModalsPage') },
  { path: 'components/nav', element: lazyPage(() => import('./nav-page.tsx'), 'NavPage') },
  { path: 'components/pagination', element: lazyPage(() => import('./pagination-page.tsx'), 'PaginationPage') },
  { path: 'components/pill-badges', element: lazyPage(() => import('./pill-badges-page.tsx'), 'PillBadgesPage') },
  { path: 'components/pills', element: lazyPage(() => import('./pills-page.tsx'), 'PillsPage') },
  { path: 'components/popovers', element: lazyPage(() => import('./popovers-page.tsx'), 'PopoversPage') },
  { path: 'components/progress', element: lazyPage(() => import('./progress-page.tsx'), 'ProgressPage') },
  { path: 'components/spinners', element: lazyPage(() => import('./spinners-page.tsx'), 'SpinnersPage') },
  { path: 'components/tabs', element: lazyPage(() => import('./tabs-page.tsx'), 'TabsPage') },
  { path: 'components/timeline', element: lazyPage(() => import('./timeline-page.tsx'), 'TimelinePage') },
  { path: 'components/toasts', element: lazyPage(() => import('./toasts-page.tsx'), 'ToastsPage') },
  { path: 'components/tooltips', element: lazyPage(() => import('./tooltips-page.tsx'), 'TooltipsPage') },
  { path: 'components/blockui', element: lazyPage(() => import('./blockui-page.tsx'), 'BlockUiPage') },
  { path: 'components/accordion', element: lazyPage(() => import('./accordion-page.tsx'), 'AccordionPage') },
  { path: 'components/offcanvas', element: lazyPage(() => import('./offcanvas-page.tsx'), 'OffcanvasPage') },
];
