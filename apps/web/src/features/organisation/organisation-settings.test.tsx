// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { creditSummary, emptyCreditSummary, organisation } from '../../test/fixtures.ts';
import { renderApp, screen, server } from '../../test/render-app.tsx';
import { apiUrl, dataReply, errorReply, http, pendingReply } from '../../test/server.ts';

const organisationPath = apiUrl('v1/organisation');
const creditPath = apiUrl('v1/payment/credit');

describe('/settings/organisation', () => {
  it('shows the settings and the balance loading', async () => {
    server.use(http.get(organisationPath, pendingReply), http.get(creditPath, pendingReply));
    await renderApp('/settings/organisation');
    expect(await screen.findByLabelText('Loading organisation settings')).toBeTruthy();
    expect(screen.getByLabelText('Loading balance')).toBeTruthy();
  });

  it('shows an organisation with no details and no purchase yet', async () => {
    const blank = {
      ...organisation,
      website: '',
      domain: '',
      address: { line1: '', line2: '', city: '', region: '', postalCode: '', country: '' },
    };
    server.use(
      http.get(organisationPath, () => dataReply(blank)),
      http.get(creditPath, () => dataReply(emptyCreditSummary)),
    );
    await renderApp('/settings/organisation');
    expect(await screen.findByRole('form', { name: 'Organisation settings' })).toBeTruthy();
    expect(await screen.findByText(/no purchase yet/)).toBeTruthy();
    expect(screen.getByTestId('organisation-credit-balance').textContent).toBe('0 credits');
  });

  it('shows a failed load with a retry, and a balance that could not be loaded', async () => {
    server.use(
      http.get(organisationPath, () => errorReply(500, 'The organisation is unavailable.')),
      http.get(creditPath, () => errorReply(503)),
    );
    await renderApp('/settings/organisation');
    expect(await screen.findByText('The organisation is unavailable.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
    expect(await screen.findByText('Your balance could not be loaded right now.')).toBeTruthy();
  });

  it('shows the organisation’s details, plan and balance', async () => {
    server.use(
      http.get(organisationPath, () => dataReply(organisation)),
      http.get(creditPath, () => dataReply(creditSummary)),
    );
    await renderApp('/settings/organisation');
    expect(await screen.findByDisplayValue('Acme')).toBeTruthy();
    expect(screen.getByDisplayValue('acme.test')).toBeTruthy();
    expect(await screen.findByText('Startup plan')).toBeTruthy();
    expect(screen.getByTestId('organisation-credit-balance').textContent).toBe('5,000 credits');
  });
});
