// @vitest-environment jsdom
import type { CreatedAccessCode, ExtensionSignInView } from '@leadpilot/contracts';
import { fireEvent } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp, screen, server, waitFor } from '../../test/render-app.tsx';
import { apiUrl, dataReply, errorReply, HttpResponse, http, pendingReply } from '../../test/server.ts';

const listPath = apiUrl('v1/extension/signins');

const signIn: ExtensionSignInView = {
  id: '11111111-1111-4111-8111-111111111111',
  userAgent: 'Leadpilot extension · Chrome/142',
  createdAt: '2026-03-01T09:00:00.000Z',
  revokedAt: null,
};

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
