// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { profile } from '../../test/fixtures.ts';
import { renderApp, screen, server } from '../../test/render-app.tsx';
import { apiUrl, dataReply, errorReply, http, pendingReply } from '../../test/server.ts';

const profilePath = apiUrl('v1/users');
const providersPath = apiUrl('v1/auth/providers');
const identitiesPath = apiUrl('v1/auth/identities');

describe('/profile', () => {
  it('shows the profile loading', async () => {
    server.use(http.get(profilePath, pendingReply));
    await renderApp('/profile');
    expect(await screen.findByLabelText('Loading your profile')).toBeTruthy();
  });

  it('shows a profile with no sign-in providers to link', async () => {
    server.use(
      http.get(profilePath, () => dataReply({ ...profile, jobTitle: '', phone: '' })),
      http.get(providersPath, () => dataReply({ providers: [] })),
    );
    await renderApp('/profile');
    expect(await screen.findByDisplayValue('Ada Lovelace')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sign out everywhere' })).toBeTruthy();
    expect(screen.queryByText('Sign-in accounts')).toBeNull();
  });

  it('shows a failed load with a retry', async () => {
    server.use(http.get(profilePath, () => errorReply(500, 'Your profile is unavailable.')));
    await renderApp('/profile');
    expect(await screen.findByText('Your profile is unavailable.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('shows the details, the password card and the linked accounts', async () => {
    server.use(
      http.get(profilePath, () => dataReply(profile)),
      http.get(providersPath, () => dataReply({ providers: ['google', 'microsoft'] })),
      http.get(identitiesPath, () =>
        dataReply([
          {
            id: '00000000-0000-4000-8000-000000000901',
            provider: 'google',
            email: 'ada@gmail.test',
            createdAt: '2026-10-01T09:00:00.000Z',
            lastUsedAt: null,
          },
        ]),
      ),
    );
    await renderApp('/profile');
    expect(await screen.findByDisplayValue('Founder')).toBeTruthy();
    expect(await screen.findByText('Linked: ada@gmail.test')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Link Microsoft' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sign out everywhere' })).toBeTruthy();
  });
});
