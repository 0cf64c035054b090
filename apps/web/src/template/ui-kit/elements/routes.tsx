import type { RouteObject } from 'react-router';
import { lazyPage } from '../components/lazy-page.tsx';

/** The UI kit's typography, colours and icon gallery pages, one chunk each. */
export const elementPagesRoutes: RouteObject[] = [
  { path: 'ui-element/typography', element: lazyPage(() => import('./typography-page.tsx'), 'TypographyPage') },
  { path: 'ui-element/colors', element: lazyPage(() => import('./colors-page.tsx'), 'ColorsPage') },
  { path: 'ui-element/icons', element: lazyPage(() => import('./icons-page.tsx'), 'IconsPage') },
];
