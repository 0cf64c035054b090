import { Center, Loader, localStorageColorSchemeManager, MantineProvider } from '@mantine/core';
import { lazy, type ReactNode, StrictMode, Suspense } from 'react';
import { Provider } from 'react-redux';
import { GlobalLoadingIndicator } from './global-loading-indicator.tsx';
import { AnalyticsProvider } from './providers/analytics-provider.tsx';
import type { AppStore } from './store.ts';
import { cssVariablesResolver, theme } from './theme.ts';

// The toasts' container (and its transitions) is not needed to show the first page; notifications
// shown before it arrives wait in their store.
const Notifications = lazy(() =>
  import('@mantine/notifications').then((module) => ({ default: module.Notifications })),
);

/** Where the chosen colour scheme is kept (the server's render reads no storage: light). */
export const colorSchemeManager = localStorageColorSchemeManager({ key: 'leadpilot-color-scheme' });

/**
 * The providers around the app: the browser renders the router in them (main.tsx), and the build's
 * pre-render of the public pages the same tree (entry-server.tsx), so the browser can hydrate the
 * pre-rendered markup (docs/public-pages.md). Keep both sides on this one component.
 */
export function AppRoot({ store, children }: { store: AppStore; children: ReactNode }) {
  return (
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
              {children}
            </Suspense>
          </AnalyticsProvider>
        </MantineProvider>
      </Provider>
    </StrictMode>
  );
}
