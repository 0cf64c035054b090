import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './app/global.css';
import { lazy } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { loadDeferredSchemas } from './api/schema-loader.ts';
import { startProactiveRefresh } from './api/session-refresh.ts';
import { AppRoot } from './app/app-root.tsx';
import {
  applyDeferredStyles,
  hasPrerenderedPage,
  prerenderedData,
  prerenderedSignInProviders,
} from './app/prerendered-page.ts';
import { createAppStore } from './app/store.ts';
import { unregisterStaleServiceWorkers } from './app/unregister-stale-service-workers.ts';
import { hasStoredUserData } from './session/session-storage.ts';
import { seedSignInProviders } from './shared/auth/get-sign-in-providers.ts';

void unregisterStaleServiceWorkers().catch(() => undefined);

const App = lazy(() => import('./app/app.tsx').then((module) => ({ default: module.App })));
// A stored session is checked against its schema before the first render. A signed-out visitor's
// first page (sign-in) does not wait for the schemas: they load with its first reply.
const isSignedIn = hasStoredUserData();
if (isSignedIn) await loadDeferredSchemas();
const store = createAppStore();
// A pre-rendered sign-in page was drawn with the server's providers: the same buttons, no request.
const signInProviders = prerenderedSignInProviders();
if (signInProviders) seedSignInProviders(store.dispatch, signInProviders);
// A booking page the server rendered with its data: the same data in the cache, so it hydrates as
// drawn without asking again (its module is the booking page's own, loaded only here).
const pageData = prerenderedData();
if (pageData?.bookingPage) {
  const { seedBookingPage } = await import('./features/meetings/api/booking-page-api.ts');
  seedBookingPage(store.dispatch, pageData.bookingPage as Parameters<typeof seedBookingPage>[1]);
}
startProactiveRefresh();

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('The page has no #root element.');

const app = (
  <AppRoot store={store}>
    <App />
  </AppRoot>
);
// A public page arrives pre-rendered (docs/public-pages.md): a signed-out visitor's browser takes
// over that markup (hydration); a signed-in one, whose page differs, renders afresh.
await applyDeferredStyles();
if (hasPrerenderedPage(rootElement) && !isSignedIn) hydrateRoot(rootElement, app);
else createRoot(rootElement).render(app);
