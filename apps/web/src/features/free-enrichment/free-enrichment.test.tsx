// @vitest-environment jsdom
import type { EnrichmentFile, FreeProfile } from '@leadpilot/contracts';
import { MantineProvider } from '@mantine/core';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { loadDeferredSchemas } from '../../api/schema-loader.ts';
import { createAppStore } from '../../app/store.ts';
import { theme } from '../../app/theme.ts';
import { screen, server, waitFor, within } from '../../test/render-app.tsx';
import { apiUrl, errorReply, HttpResponse, http } from '../../test/server.ts';
import { FreeEnrichmentPage } from './components/free-enrichment-page.tsx';

const profileId = '00000000-0000-4000-8000-00000000f7ee';
const token = 'free-token';

const profile: FreeProfile = {
  id: profileId,
  name: 'Ada Lovelace',
  email: 'ada@acme.test',
  company: 'Acme',
  state: 'free',
  balance: 25,
  maxRows: 25,
};

const file: EnrichmentFile = {
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

async function show() {
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
async function askForCode(email = 'ada@acme.test') {
  await userEvent.type(screen.getByRole('textbox', { name: /Your name/ }), 'Ada Lovelace');
  await userEvent.type(screen.getByRole('textbox', { name: /Work email/ }), email);
  await userEvent.type(screen.getByRole('textbox', { name: /Company/ }), 'Acme');
  await userEvent.click(screen.getByRole('button', { name: 'Email me a code' }));
}

const signupAnswer = () =>
  http.post(apiUrl('v1/callback/freeenrich/signup'), () =>
    HttpResponse.json({
      message: 'We sent a 6-digit code to ada@acme.test. It works for 10 minutes.',
      data: { email: 'ada@acme.test', expiresAt: '2026-11-30T09:10:00.000Z' },
    }),
  );

async function confirmCode(code = '123456') {
  await userEvent.type(await screen.findByRole('textbox', { name: /6-digit code/ }), code);
  await userEvent.click(screen.getByRole('button', { name: 'Confirm code' }));
}

const verified = () =>
  HttpResponse.json({
    message: 'Your email is confirmed.',
    data: { accessToken: token, expiresAt: '2026-11-30T09:15:00.000Z', profileId },
  });
const otpAnswer = () => http.post(apiUrl('v1/callback/freeenrich/otp'), verified);

describe('the free-enrichment page', () => {
  it('checks the details before sending, and shows the server’s refusal of a free mail address', async () => {
    let sent: unknown = null;
    server.use(
      http.post(apiUrl('v1/callback/freeenrich/signup'), async ({ request }) => {
        sent = await request.json();
        return errorReply(
          422,
          "gmail.com is a free email provider: use your work email (the one at your company's domain), so we know which company the free enrichment is for.",
        );
      }),
    );
    await show();
    await userEvent.click(screen.getByRole('button', { name: 'Email me a code' }));
    expect(await screen.findByText('Enter a name')).toBeTruthy();
    expect(screen.getByText('Enter a valid email address')).toBeTruthy();
    expect(screen.getByText('Enter your company name')).toBeTruthy();
    expect(sent).toBeNull();
    await askForCode('ada@gmail.com');
    expect(await screen.findByText(/gmail\.com is a free email provider/)).toBeTruthy();
    expect(sent).toEqual({ name: 'Ada Lovelace', email: 'ada@gmail.com', company: 'Acme' });
  });

  it('takes the emailed code, uploads a file, runs it and offers the download', async () => {
    const steps: unknown[] = [];
    let runs = 0;
    const dashboardFiles = () => {
      if (steps.length < 3) return [];
      runs += 1;
      return [{ ...file, stage: runs > 1 ? 'completed' : 'running', rowsDone: runs > 1 ? 2 : 1, rowsMatched: 2 }];
    };
    server.use(
      signupAnswer(),
      http.post(apiUrl('v1/callback/freeenrich/otp'), async ({ request }) => {
        const body = (await request.json()) as { code: string };
        if (body.code !== '123456') {
          return errorReply(422, 'This code is not right: check the email and try again (4 tries left).');
        }
        return verified();
      }),
      http.post(apiUrl('v1/callback/freeenrich/dashboard'), ({ request }) => {
        expect(request.headers.get('authorization')).toBe(`Bearer ${token}`);
        return HttpResponse.json({ data: { profile, files: dashboardFiles(), total: 0 } });
      }),
      http.post(apiUrl('v1/contacts/enrichment'), async ({ request }) => {
        expect(request.headers.get('authorization')).toBe(`Bearer ${token}`);
        if (request.headers.get('content-type')?.startsWith('multipart/form-data')) {
          return HttpResponse.json({ message: 'Uploaded 2 rows.', data: { file, preview: [] } });
        }
        const body = (await request.json()) as { action: string };
        steps.push(body);
        const stage = body.action === 'confirm' ? 'running' : 'mapped';
        return HttpResponse.json({ message: 'Done.', data: { ...file, stage } });
      }),
    );
    await show();
    await askForCode();
    expect(await screen.findByText('We sent a 6-digit code to ada@acme.test. It works for 10 minutes.')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Confirm code' }));
    expect(await screen.findByText('Enter the 6-digit code from the email')).toBeTruthy();
    await confirmCode('654321');
    expect(await screen.findByText(/This code is not right/)).toBeTruthy();
    await userEvent.clear(screen.getByRole('textbox', { name: /6-digit code/ }));
    await confirmCode('123456');

    expect(await screen.findByText('No files yet: your first one appears here once it is uploaded.')).toBeTruthy();
    expect(screen.getByText('Acme · 25 free credits left')).toBeTruthy();
    const input = document.querySelector('input[type="file"]') as HTMLInputElement;
    await userEvent.upload(
      input,
      new File(['First name,Last name,Company\nAna,Ruiz,Acme\n'], 'Leads.csv', { type: 'text/csv' }),
    );
    const uploaded = await screen.findByRole('region', { name: 'Uploaded file' });
    expect(within(uploaded).getByText('2 rows · 3 columns')).toBeTruthy();
    expect(within(uploaded).getByText('Company: Company')).toBeTruthy();
    await userEvent.click(within(uploaded).getByRole('button', { name: 'Enrich 2 rows for free' }));

    expect(await screen.findByRole('progressbar', { name: 'Enrichment progress' })).toBeTruthy();
    expect(steps.map((step) => (step as { action: string }).action)).toEqual(['map', 'estimate', 'confirm']);
    expect(await screen.findByRole('heading', { name: 'Your file is ready' })).toBeTruthy();
    expect(screen.getByText('2 of 2 rows')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Download CSV' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Download Excel' })).toBeTruthy();
    // Keeping the account: its first password, for the address it was proven with.
    expect(screen.getByRole('link', { name: 'set a password' }).getAttribute('href')).toBe(
      '/forgot-password?email=ada%40acme.test',
    );
  });

  it('shows a failed file list with a retry, and goes back to the details when the token has ended', async () => {
    let calls = 0;
    server.use(
      signupAnswer(),
      otpAnswer(),
      http.post(apiUrl('v1/callback/freeenrich/dashboard'), () => {
        calls += 1;
        if (calls === 1) return errorReply(500);
        return errorReply(401, 'Your session has expired. Please sign in again.', 'UNAUTHENTICATED');
      }),
    );
    await show();
    await askForCode();
    await confirmCode();
    expect(await screen.findByText('Something went wrong on our side.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByText('Your free enrichment session has ended: confirm your email again to continue.'),
    ).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Email me a code' })).toBeTruthy());
    expect((screen.getByRole('textbox', { name: /Work email/ }) as HTMLInputElement).value).toBe('ada@acme.test');
  });
});
