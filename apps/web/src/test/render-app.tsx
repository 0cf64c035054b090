import { abilityRulesFor, type OrganisationRole, type UserData } from '@leadpilot/contracts';
import { MantineProvider } from '@mantine/core';
import { cleanup, configure, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { Provider } from 'react-redux';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { afterEach } from 'vitest';
import { loadDeferredSchemas } from '../api/schema-loader.ts';
import { productRoutes } from '../app/product-routes.tsx';
import { SessionAbilityProvider } from '../app/providers/session-ability-provider.tsx';
import { createAppStore } from '../app/store.ts';
import { theme } from '../app/theme.ts';
import { sessionStorageKeys } from '../session/session-storage.ts';
import { installDomShims } from './dom-shims.ts';
import { organisationId } from './fixtures.ts';

export { screen, waitFor, within } from '@testing-library/react';
export { server } from './server.ts';

installDomShims();
// The first render of a file loads the route's code (lazy routes): more than the default second on a busy
// machine, and over 5 s on a two-core machine running other suites. A passing test waits only for its
// state, so a long limit costs only failures (as the browser tests' 30 s, e2e/playwright.config.ts).
configure({ asyncUtilTimeout: 30_000 });
afterEach(() => {
  cleanup();
  localStorage.clear();
});

export type TestUser = 'member' | 'owner' | 'super-admin';

const userIds = {
  member: '00000000-0000-4000-8000-000000000001',
  owner: '00000000-0000-4000-8000-000000000002',
  'super-admin': '00000000-0000-4000-8000-000000000003',
} as const;

/** The stored user data of a signed-in member, owner or platform admin of the "Acme" organisation. */
export function testUserData(user: TestUser): UserData {
  const role: OrganisationRole = user === 'member' ? 'member' : 'owner';
  const isSuperAdmin = user === 'super-admin';
  return {
    id: userIds[user],
    name: 'Ada',
    fullName: 'Ada Lovelace',
    email: 'ada@acme.test',
    role,
    isSuperAdmin,
    avatar: null,
    organisation: { id: organisationId, name: 'Acme' },
    ability: abilityRulesFor({ role, isSuperAdmin }),
  };
}

interface RenderAppOptions {
  /** Who is signed in (default: the organisation's owner). */
  user?: TestUser;
}

/**
 * Renders the product's route table at `address` inside the app's providers (Redux store with the
 * RTK Query cache, Mantine, the user's abilities, a memory router), signed in as `user`, the way
 * main.tsx and the app shell do. The API is whatever the test's msw handlers answer.
 */
export async function renderApp(address: string, { user = 'owner' }: RenderAppOptions = {}) {
  await loadDeferredSchemas();
  localStorage.setItem(sessionStorageKeys.userData, JSON.stringify(testUserData(user)));
  localStorage.setItem(sessionStorageKeys.accessToken, `access-${user}`);
  localStorage.setItem(sessionStorageKeys.refreshToken, `refresh-${user}`);
  const store = createAppStore();
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: (
          <SessionAbilityProvider>
            <Suspense fallback={<p>Loading page</p>}>
              <Outlet />
            </Suspense>
          </SessionAbilityProvider>
        ),
        children: productRoutes,
      },
    ],
    { initialEntries: [address] },
  );
  const view = render(
    <Provider store={store}>
      <MantineProvider theme={theme}>
        <RouterProvider router={router} />
      </MantineProvider>
    </Provider>,
  );
  return { ...view, store, router, screen };
}
