import { lazy } from 'react';
import type { RouteObject } from 'react-router';

const SweetAlertPage = lazy(() =>
  import('./sweet-alert/sweet-alert-page.tsx').then((module) => ({ default: module.SweetAlertPage })),
);
const ToastrPage = lazy(() => import('./toastr/toastr-page.tsx').then((module) => ({ default: module.ToastrPage })));
const SliderPage = lazy(() => import('./slider/slider-page.tsx').then((module) => ({ default: module.SliderPage })));
const DragAndDropPage = lazy(() =>
  import('./drag-and-drop/drag-and-drop-page.tsx').then((module) => ({ default: module.DragAndDropPage })),
);
const TourPage = lazy(() => import('./tour/tour-page.tsx').then((module) => ({ default: module.TourPage })));
const ClipboardPage = lazy(() =>
  import('./clipboard/clipboard-page.tsx').then((module) => ({ default: module.ClipboardPage })),
);
const PlayerPage = lazy(() => import('./player/player-page.tsx').then((module) => ({ default: module.PlayerPage })));
const ContextMenuPage = lazy(() =>
  import('./context-menu/context-menu-page.tsx').then((module) => ({ default: module.ContextMenuPage })),
);
const SwiperPage = lazy(() => import('./swiper/swiper-page.tsx').then((module) => ({ default: module.SwiperPage })));
const RatingsPage = lazy(() =>
  import('./ratings/ratings-page.tsx').then((module) => ({ default: module.RatingsPage })),
);
const I18nPage = lazy(() => import('./i18n/i18n-page.tsx').then((module) => ({ default: module.I18nPage })));
const PaginationPage = lazy(() =>
  import('./pagination/pagination-page.tsx').then((module) => ({ default: module.PaginationPage })),
);
const ImportPage = lazy(() =>
  import('./data-transfer/import-page.tsx').then((module) => ({ default: module.ImportPage })),
);
const ExportPage = lazy(() =>
  import('./data-transfer/export-page.tsx').then((module) => ({ default: module.ExportPage })),
);
const ExportSelectedPage = lazy(() =>
  import('./data-transfer/export-selected-page.tsx').then((module) => ({ default: module.ExportSelectedPage })),
);

/** The UI kit's extension pages, one per entry of `extensionPages` (navigation/menu.ts). */
export const extensionPagesRoutes: RouteObject[] = [
  { path: 'extensions/sweet-alert', element: <SweetAlertPage /> },
  { path: 'extensions/toastr', element: <ToastrPage /> },
  { path: 'extensions/slider', element: <SliderPage /> },
  { path: 'extensions/drag-and-drop', element: <DragAndDropPage /> },
  { path: 'extensions/tour', element: <TourPage /> },
  { path: 'extensions/clipboard', element: <ClipboardPage /> },
  { path: 'extensions/player', element: <PlayerPage /> },
  { path: 'extensions/context-menu', element: <ContextMenuPage /> },
  { path: 'extensions/swiper', element: <SwiperPage /> },
  { path: 'extensions/ratings', element: <RatingsPage /> },
  { path: 'extensions/i18n', element: <I18nPage /> },
  { path: 'extensions/pagination', element: <PaginationPage /> },
  { path: 'extensions/import', element: <ImportPage /> },
  { path: 'extensions/export', element: <ExportPage /> },
  { path: 'extensions/export-selected', element: <ExportSelectedPage /> },
];
