import type { EnrichmentFile, FreeProfile } from '@leadpilot/contracts';
import { MantineProvider } from '@mantine/core';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { expect } from 'vitest';
import { loadDeferredSchemas } from '../../api/schema-loader.ts';
import { createAppStore } from '../../app/store.ts';
import { theme } from '../../app/theme.ts';
import { screen } from '../../test/render-app.tsx';
import { apiUrl, HttpResponse, http } from '../../test/server.ts';
import { FreeEnrichmentPage } from './components/free-enrichment-page.tsx';

/** The free-enrichment page's tests: its account, a file, and the steps up to a proven code. */

export const profileId = '00000000-0000-4000-8000-00000000f7ee';
export const token = 'free-token';

export const profile: FreeProfile = {
  id: profileId,
  name: 'Ada Lovelace',
  email: 'ada@acme.test',
  company: 'Acme',
  state: 'free',
  balance: 25,
  maxRows: 25,
};

export const file: EnrichmentFile = {
  id: '00000000-0000-4000-8000-000000000f11',
  kind: 'normal',
  name: 'Leads.csv',
  format: 'csv',
  sizeBytes: 80,
  rowCount: 2,
  headers: ['First name', 'Last name', 'Company'],
  mapping: [
    { column: 0, header: 'First name', field: 'first_name', confidence: 1 },
    { column: 1, header: 'Last name', field: 'last_name', confidence: 1 },
    { column: 2, header: 'Company', field: 'company', confidence: 1 },
  ],
  aiColumns: [],
  stage: 'uploaded',
  stageReason: '',
  estimate: null,
  rowsDone: 0,
  rowsMatched: 0,
  creditsSpent: 0,
  foundByColumn: {},
  createdByName: 'Ada Lovelace',
  startedAt: null,
  finishedAt: null,
  createdAt: '2026-11-30T09:00:00.000Z',
  updatedAt: '2026-11-30T09:00:00.000Z',
};

export async function show() {
  await loadDeferredSchemas();
  const router = createMemoryRouter([{ path: '/', element: <FreeEnrichmentPage /> }]);
  render(
    <Provider store={createAppStore()}>
      <MantineProvider theme={theme}>
        <RouterProvider router={router} />
      </MantineProvider>
    </Provider>,
  );
  expect(await screen.findByRole('heading', { level: 1, name: 'Enrich a file for free' })).toBeTruthy();
}

/** Fills the details and asks for a code; the server's answer is the test's. */
export async function askForCode(email = 'ada@acme.test') {
  await userEvent.type(screen.getByRole('textbox', { name: /Your name/ }), 'Ada Lovelace');
  await userEvent.type(screen.getByRole('textbox', { name: /Work email/ }), email);
  await userEvent.type(screen.getByRole('textbox', { name: /Company/ }), 'Acme');
  await userEvent.click(screen.getByRole('button', { name: 'Email me a code' }));
}

export const signupAnswer = () =>
  http.post(apiUrl('v1/callback/freeenrich/signup'), () =>
    HttpResponse.json({
      message: 'We sent a 6-digit code to ada@acme.test. It works for 10 minutes.',
      data: { email: 'ada@acme.test', expiresAt: '2026-11-30T09:10:00.000Z' },
    }),
  );

export async function confirmCode(code = '123456') {
  await userEvent.type(await screen.findByRole('textbox', { name: /6-digit code/ }), code);
  await userEvent.click(screen.getByRole('button', { name: 'Confirm code' }));
}

export const verified = () =>
  HttpResponse.json({
    message: 'Your email is confirmed.',
    data: { accessToken: token, expiresAt: '2026-11-30T09:15:00.000Z', profileId },
  });
export const otpAnswer = () => http.post(apiUrl('v1/callback/freeenrich/otp'), verified);

/** The account's invoices, as `callback/freeenrich/invoices` answers them. */
export const invoicesAnswer = (invoices: unknown[] = []) =>
  http.post(apiUrl('v1/callback/freeenrich/invoices'), () =>
    HttpResponse.json({ data: invoices, total: invoices.length, page: 1, perPage: 5 }),
  );
