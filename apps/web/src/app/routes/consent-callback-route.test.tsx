// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import { render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { loadDeferredSchemas } from '../../api/schema-loader.ts';
import { screen, server } from '../../test/render-app.tsx';
import { apiUrl, errorReply, HttpResponse, http } from '../../test/server.ts';
import { createAppStore } from '../store.ts';
import { theme } from '../theme.ts';
import { ConsentCallbackRoute } from './consent-callback-route.tsx';

async function renderCallback(address: string) {
  await loadDeferredSchemas();
  const router = createMemoryRouter([{ path: '/connect/callback', element: <ConsentCallbackRoute /> }], {
    initialEntries: [address],
  });
  render(
    <Provider store={createAppStore()}>
      <MantineProvider theme={theme}>
        <RouterProvider router={router} />
      </MantineProvider>
    </Provider>,
  );
}

describe('/connect/callback after a HubSpot consent', () => {
  it('finishes the consent once and points to the integrations settings', async () => {
    const codes: (string | null)[] = [];
    server.use(
      http.get(apiUrl('v1/organisation/emailcode'), ({ request }) => {
        codes.push(new URL(request.url).searchParams.get('code'));
        return HttpResponse.json({
          message: 'HubSpot account acme.hubspot.test is connected.',
          data: { purpose: 'hubspot', hubspot: { hubId: '4242424', hubDomain: 'acme.hubspot.test' } },
        });
      }),
    );
    await renderCallback('/connect/callback?state=hs1.claims-of-the-state.signature&code=hs-code-1');
    expect(await screen.findByText('acme.hubspot.test')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toContain('HubSpot account');
    expect(screen.getByRole('link', { name: /Go to integrations/ }).getAttribute('href')).toBe(
      '/settings/integrations',
    );
    expect(codes).toEqual(['hs-code-1']);
  });

  it("shows HubSpot's refusal in plain words", async () => {
    server.use(
      http.get(apiUrl('v1/organisation/emailcode'), () =>
        errorReply(422, 'HubSpot was not connected: the access Leadpilot asks for was declined.', 'RULE_REFUSED'),
      ),
    );
    await renderCallback('/connect/callback?state=hs1.claims-of-the-state.signature&error=access_denied');
    expect(await screen.findByText(/the access Leadpilot asks for was declined/)).toBeTruthy();
  });
});
