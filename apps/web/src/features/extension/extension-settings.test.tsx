// @vitest-environment jsdom
import type { CreatedAccessCode, ExtensionSignInView } from '@leadpilot/contracts';
import { fireEvent } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { saveSession } from '../../session/session-storage.ts';
import { profile } from '../../test/fixtures.ts';
import { renderApp, screen, server, testUserData, waitFor } from '../../test/render-app.tsx';
import { apiUrl, dataReply, errorReply, HttpResponse, http, pendingReply } from '../../test/server.ts';

const listPath = apiUrl('v1/extension/signins');

const signIn: ExtensionSignInView = {
  id: '11111111-1111-4111-8111-111111111111',
  userAgent: 'Leadpilot extension · Chrome/142',
  createdAt: '2026-03-01T09:00:00.000Z',
  revokedAt: null,
};

const signOutButton = /^Sign out the extension signed in/;

/**
 * The sign-in list and the profile page, with `endingPath` (sign out, password change) ending every
 * other session on the server: the extension is listed as signed out from then on.
 */
function serveSessionsEnding(endingPath: string) {
  let current = [signIn];
  let listReads = 0;
  const bodies: unknown[] = [];
  server.use(
    http.get(listPath, () => {
      listReads += 1;
      return dataReply(current);
    }),
    http.get(apiUrl('v1/users'), () => dataReply(profile)),
    http.get(apiUrl('v1/auth/providers'), () => dataReply({ providers: [] })),
    http.get(apiUrl('v1/auth/identities'), () => dataReply([])),
    http.post(apiUrl(endingPath), async ({ request }) => {
      bodies.push(await request.json());
      current = [{ ...signIn, revokedAt: '2026-03-02T09:00:00.000Z' }];
      return HttpResponse.json({ message: 'Signed out on every other device.' });
    }),
  );
  return { bodies, listReads: () => listReads };
}

describe('/settings/extension', () => {
  it('shows the signed-in extensions loading', async () => {
    server.use(http.get(listPath, pendingReply));
    await renderApp('/settings/extension');
    expect(await screen.findByRole('heading', { name: 'Browser extension' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Signed-in extensions table' })).toBeTruthy();
  });

  it('says when no extension is signed in', async () => {
    server.use(http.get(listPath, () => dataReply([])));
    await renderApp('/settings/extension', { user: 'member' });
    expect(await screen.findByText('No extension signed in with your session')).toBeTruthy();
    // A member signs in with the web app's session; only owners and admins create access codes.
    expect(screen.queryByRole('button', { name: 'Create an access code' })).toBeNull();
  });

  it('shows a failed load with a retry', async () => {
    server.use(http.get(listPath, () => errorReply(500, 'Extensions are unavailable.')));
    await renderApp('/settings/extension');
    expect(await screen.findByText('Extensions are unavailable.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('signs an extension out', async () => {
    let revoked: unknown = null;
    let current = [signIn];
    server.use(
      http.get(listPath, () => dataReply(current)),
      http.post(apiUrl('v1/extension/signins/revoke'), async ({ request }) => {
        revoked = await request.json();
        current = [{ ...signIn, revokedAt: '2026-03-02T09:00:00.000Z' }];
        return HttpResponse.json({ message: 'The extension is signed out.', data: current[0] });
      }),
    );
    await renderApp('/settings/extension');
    expect(await screen.findByText('Leadpilot extension · Chrome/142')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /^Sign out the extension signed in/ }));
    await waitFor(() => expect(revoked).toEqual({ id: signIn.id }));
    expect(await screen.findByText('Signed out')).toBeTruthy();
  });

  it('lists the extensions as signed out after signing out everywhere and signing in again', async () => {
    const served = serveSessionsEnding('v1/auth/logout');
    const { router } = await renderApp('/settings/extension');
    expect(await screen.findByRole('button', { name: signOutButton })).toBeTruthy();

    await router.navigate('/profile');
    fireEvent.click(await screen.findByRole('button', { name: 'Sign out everywhere' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(served.bodies).toEqual([{ everywhere: true }]);
    saveSession({ userData: testUserData('owner'), accessToken: 'access-again', refreshToken: 'refresh-again' });
    await router.navigate('/settings/extension');
    expect(await screen.findByText('Signed out')).toBeTruthy();
    expect(screen.queryByRole('button', { name: signOutButton })).toBeNull();
    expect(served.listReads()).toBe(2);
  });

  it('reads the list again after a password change, which signs the extensions out', async () => {
    const served = serveSessionsEnding('v1/users/password');
    const { router } = await renderApp('/settings/extension');
    expect(await screen.findByRole('button', { name: signOutButton })).toBeTruthy();

    await router.navigate('/profile');
    await userEvent.type(await screen.findByLabelText('Current password'), 'the old passphrase 1');
    await userEvent.type(screen.getByLabelText('New password'), 'a brand new passphrase 2');
    await userEvent.type(screen.getByLabelText('Confirm new password'), 'a brand new passphrase 2');
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(served.bodies).toHaveLength(1));
    await router.navigate('/settings/extension');
    expect(await screen.findByText('Signed out')).toBeTruthy();
    expect(screen.queryByRole('button', { name: signOutButton })).toBeNull();
    expect(served.listReads()).toBe(2);
  });

  it('creates an access code for the extension, shown once', async () => {
    let body: unknown = null;
    const created: CreatedAccessCode = {
      code: 'ABCD-EFGH-JKMN-PQRS',
      accessCode: {
        id: '22222222-2222-4222-8222-222222222222',
        name: 'Browser extension',
        scopes: ['people:search', 'people:reveal', 'lists'],
        status: 'pending',
        createdBy: { id: '33333333-3333-4333-8333-333333333333', name: 'Owner' },
        createdAt: '2026-03-01T09:00:00.000Z',
        expiresAt: '2026-03-01T09:10:00.000Z',
        usedAt: null,
        revokedAt: null,
        apiKeyId: null,
        keyExpiresAt: null,
      },
    };
    server.use(
      http.get(listPath, () => dataReply([])),
      http.post(apiUrl('v1/key/accesscode/create'), async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ message: 'Access code created.', data: created });
      }),
    );
    await renderApp('/settings/extension');
    fireEvent.click(await screen.findByRole('button', { name: 'Create an access code' }));
    expect(await screen.findByText('ABCD-EFGH-JKMN-PQRS')).toBeTruthy();
    expect(body).toEqual({
      name: 'Browser extension',
      scopes: ['people:search', 'people:reveal', 'lists', 'campaigns:prospects', 'campaigns:results'],
    });
  });
});
