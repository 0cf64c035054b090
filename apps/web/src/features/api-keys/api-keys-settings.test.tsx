// @vitest-environment jsdom
import type { AccessCode, ApiKey } from '@leadpilot/contracts';
import { fireEvent } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp, screen, server, waitFor, within } from '../../test/render-app.tsx';
import { apiUrl, dataReply, errorReply, HttpResponse, http, pendingReply } from '../../test/server.ts';

const keysPath = apiUrl('v1/key');
const codesPath = apiUrl('v1/key/accesscode');

const zapier: ApiKey = {
  id: '11111111-1111-4111-8111-111111111111',
  name: 'Zapier',
  prefix: 'lp_k3j9x2m4ab7c',
  scopes: ['people:search', 'lists'],
  status: 'active',
  createdBy: { id: '22222222-2222-4222-8222-222222222222', name: 'Ada Lovelace' },
  createdAt: '2026-03-01T09:00:00.000Z',
  lastUsedAt: '2026-03-12T15:30:00.000Z',
  expiresAt: null,
  deactivatedAt: null,
  requestsPerMinute: 120,
};

const noCodes = () => http.get(codesPath, () => dataReply([] as AccessCode[]));

describe('/settings/api-keys', () => {
  it('shows the keys loading', async () => {
    server.use(http.get(keysPath, pendingReply), http.get(codesPath, pendingReply));
    await renderApp('/settings/api-keys');
    const table = await screen.findByRole('table', { name: 'API keys' });
    expect(table.getAttribute('aria-busy')).toBe('true');
  });

  it('offers the first key when there is none', async () => {
    server.use(
      http.get(keysPath, () => dataReply([])),
      noCodes(),
    );
    await renderApp('/settings/api-keys');
    expect(await screen.findByText('No API keys yet')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Create your first key' })).toBeTruthy();
  });

  it('shows a failed load with a retry', async () => {
    server.use(
      http.get(keysPath, () => errorReply(500, 'Keys are unavailable.')),
      noCodes(),
    );
    await renderApp('/settings/api-keys');
    expect(await screen.findByText('Keys are unavailable.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('lists keys with their prefix, scopes, creator and last use, never a secret; members cannot create or revoke', async () => {
    server.use(
      http.get(keysPath, () => dataReply([zapier])),
      noCodes(),
    );
    await renderApp('/settings/api-keys', { user: 'member' });
    const table = await screen.findByRole('table', { name: 'API keys' });
    expect(await within(table).findByText('Zapier')).toBeTruthy();
    expect(within(table).getByText('lp_k3j9x2m4ab7c…')).toBeTruthy();
    expect(within(table).getByText('People search')).toBeTruthy();
    expect(within(table).getByText('Saved lists')).toBeTruthy();
    expect(within(table).getByText('Ada Lovelace')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Create API key' })).toBeNull();
    expect(within(table).queryByRole('button', { name: 'Revoke Zapier' })).toBeNull();
  });

  it('creates a key from a generated secret and shows the secret once, with a copy button', async () => {
    const secret = 'lp_k3j9x2m4ab7c_3q0bXq5XJm1v8ZJrGkqf0hV9a2nS4Yt6Wc1pLd8RuEo';
    let created: unknown;
    server.use(
      http.get(keysPath, () => dataReply([])),
      noCodes(),
      http.get(apiUrl('v1/key/generate'), () =>
        dataReply({
          secret,
          prefix: 'lp_k3j9x2m4ab7c',
          reservation: 'signed.reservation',
          expiresAt: zapier.createdAt,
        }),
      ),
      http.post(apiUrl('v1/key/create'), async ({ request }) => {
        created = await request.json();
        return HttpResponse.json({ message: 'API key “Zapier” created.', data: zapier });
      }),
    );
    await renderApp('/settings/api-keys');
    fireEvent.click(await screen.findByRole('button', { name: 'Create API key' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create an API key' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create key' }));
    expect(await within(dialog).findByText('Name the key')).toBeTruthy();
    expect(within(dialog).getByText('Choose at least one scope')).toBeTruthy();
    // Each scope is explained where it is chosen.
    expect(within(dialog).getByText(/Spends the organisation's credits/)).toBeTruthy();

    fireEvent.change(within(dialog).getByRole('textbox', { name: /Name/ }), { target: { value: 'Zapier' } });
    fireEvent.click(within(dialog).getByRole('checkbox', { name: /People search/ }));
    fireEvent.click(within(dialog).getByRole('checkbox', { name: /Saved lists/ }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create key' }));

    const shown = await screen.findByRole('dialog', { name: 'Your new API key' });
    expect(within(shown).getByTestId('secret-value').textContent).toBe(secret);
    expect(within(shown).getByRole('button', { name: 'Copy API key' })).toBeTruthy();
    expect(within(shown).getByText(/only time the key is shown/)).toBeTruthy();
    expect(created).toEqual({
      name: 'Zapier',
      scopes: ['people:search', 'lists'],
      expiresAt: null,
      reservation: 'signed.reservation',
    });
    fireEvent.click(within(shown).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByTestId('secret-value')).toBeNull());
  });

  it('revokes a key after asking', async () => {
    let revoked: unknown;
    server.use(
      http.get(keysPath, () => dataReply([zapier])),
      noCodes(),
      http.post(apiUrl('v1/key/deactivate'), async ({ request }) => {
        revoked = await request.json();
        return HttpResponse.json({
          message: 'API key “Zapier” deactivated.',
          data: { ...zapier, status: 'deactivated' },
        });
      }),
    );
    await renderApp('/settings/api-keys');
    fireEvent.click(await screen.findByRole('button', { name: 'Revoke Zapier' }));
    const dialog = await screen.findByRole('dialog', { name: 'Revoke Zapier?' });
    expect(within(dialog).getByText(/refused from its next request/)).toBeTruthy();
    expect(revoked).toBeUndefined();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Revoke key' }));
    await waitFor(() => expect(revoked).toEqual({ id: zapier.id }));
  });

  it('creates an access code for another client and shows it once', async () => {
    const code: AccessCode = {
      id: '33333333-3333-4333-8333-333333333333',
      name: 'Chrome extension',
      scopes: ['people:search'],
      status: 'pending',
      createdBy: zapier.createdBy,
      createdAt: zapier.createdAt,
      expiresAt: '2026-03-01T09:10:00.000Z',
      usedAt: null,
      revokedAt: null,
      apiKeyId: null,
      keyExpiresAt: null,
    };
    server.use(
      http.get(keysPath, () => dataReply([zapier])),
      noCodes(),
      http.post(apiUrl('v1/key/accesscode/create'), () =>
        HttpResponse.json({ message: 'Access code created.', data: { code: 'AB12-CD34-EF56-GH78', accessCode: code } }),
      ),
    );
    await renderApp('/settings/api-keys');
    fireEvent.click(await screen.findByRole('button', { name: 'Create access code' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create an access code' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Client/ }), {
      target: { value: 'Chrome extension' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create code' }));
    const shown = await screen.findByRole('dialog', { name: 'Your access code' });
    expect(within(shown).getByTestId('secret-value').textContent).toBe('AB12-CD34-EF56-GH78');
  });
});
