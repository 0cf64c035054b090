// @vitest-environment jsdom
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { screen, server, waitFor, within } from '../../test/render-app.tsx';
import { apiUrl, errorReply, HttpResponse, http } from '../../test/server.ts';
import {
  askForCode,
  confirmCode,
  file,
  invoicesAnswer,
  otpAnswer,
  profile,
  show,
  signupAnswer,
  token,
  verified,
} from './free-enrichment-fixtures.tsx';

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
      invoicesAnswer(),
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
    expect(await screen.findByText('25 free credits left · files of up to 25 rows')).toBeTruthy();
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
    // The enrichment screens' own progress and downloads, with the page's token.
    expect(screen.getByText('Matched')).toBeTruthy();
    const downloads = screen.getByRole('group', { name: 'Downloads' });
    expect(within(downloads).getByRole('button', { name: 'Enriched CSV' })).toBeTruthy();
    expect(within(downloads).getByRole('button', { name: 'Enriched Excel' })).toBeTruthy();
    expect(within(downloads).getByRole('button', { name: 'Rows to fix (CSV)' })).toBeTruthy();
    // No free file is refused for credits here: buying is offered in the page's credits panel.
    expect(screen.getByRole('heading', { name: 'Credits' })).toBeTruthy();
    expect(screen.getByText('No invoices yet: each purchase comes with one, to download here.')).toBeTruthy();
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
      invoicesAnswer(),
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
