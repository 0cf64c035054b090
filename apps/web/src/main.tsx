import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './app/global.css';
import { Center, Loader, localStorageColorSchemeManager, MantineProvider } from '@mantine/core';
import { lazy, StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { loadDeferredSchemas } from './api/schema-loader.ts';
import { startProactiveRefresh } from './api/session-refresh.ts';
import { GlobalLoadingIndicator } from './app/global-loading-indicator.tsx';
import { AnalyticsProvider } from './app/providers/analytics-provider.tsx';
import { createAppStore } from './app/store.ts';
import { cssVariablesResolver, theme } from './app/theme.ts';
import { unregisterStaleServiceWorkers } from './app/unregister-stale-service-workers.ts';
import { hasStoredUserData } from './session/session-storage.ts';

void unregisterStaleServiceWorkers().catch(() => undefined);

const App = lazy(() => import('./app/app.tsx').then((module) => ({ default: module.App })));
// The toasts' container (and its transitions) is not needed to show the first page; notifications
// shown before it arrives wait in their store.
const Notifications = lazy(() =>
  import('@mantine/notifications').then((module) => ({ default: module.Notifications })),
);
// A stored session is checked against its schema before the first render. A signed-out visitor's
// first page (sign-in) does not wait for the schemas: they load with its first reply.
if (hasStoredUserData()) await loadDeferredSchemas();
const store = createAppStore();
startProactiveRefresh();

const colorSchemeManager = localStorageColorSchemeManager({ key: 'leadpilot-color-scheme' });

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('The page has no #root element.');

createRoot(rootElement).render(
  <StrictMode>
    <Provider store={store}>
      <MantineProvider
        theme={theme}
        cssVariablesResolver={cssVariablesResolver}
        colorSchemeManager={colorSchemeManager}
        defaultColorScheme="light"
      >
        <Suspense fallback={null}>
          <Notifications position="top-right" limit={4} zIndex={1100} />
        </Suspense>
        <GlobalLoadingIndicator />
        <AnalyticsProvider>
          <Suspense
            fallback={
              <Center h="100vh">
                <Loader aria-label="Loading Leadpilot" />
              </Center>
            }
          >
            <App />
          </Suspense>
        </AnalyticsProvider>
      </MantineProvider>
    </Provider>
  </StrictMode>,
);
