// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { creditSummary, emptyCreditSummary, invoice, organisation } from '../../test/fixtures.ts';
import { renderApp, screen, server, waitFor, within } from '../../test/render-app.tsx';
import { apiUrl, dataReply, errorReply, HttpResponse, http, pendingReply } from '../../test/server.ts';

const creditPath = apiUrl('v1/payment/credit');
const invoicesPath = apiUrl('v1/payment/invoices');
const appConfigPath = apiUrl('v1/app-config');
const organisationPath = apiUrl('v1/organisation');

function appConfig(payments: { isEnabled: boolean; isTestPurchaseEnabled: boolean }) {
  return dataReply({
    appName: 'Leadpilot',
    posthogKey: null,
    posthogHost: null,
    payments: { ...payments, keyId: payments.isEnabled ? 'rzp_test_key' : null, checkoutScriptUrl: null },
  });
}

describe('/credits (overview)', () => {
  it('shows the balance loading', async () => {
    server.use(http.get(creditPath, pendingReply));
    await renderApp('/credits');
    expect(await screen.findByLabelText('Loading credit balance')).toBeTruthy();
  });

  it('shows an organisation with no credits and no activity', async () => {
    server.use(http.get(creditPath, () => dataReply(emptyCreditSummary)));
    await renderApp('/credits');
    expect(await screen.findByText('No credits yet')).toBeTruthy();
    expect(screen.getByText('No credit activity yet')).toBeTruthy();
  });

  it('shows a failed load with a retry', async () => {
    server.use(http.get(creditPath, () => errorReply(500, 'Credits are unavailable.')));
    await renderApp('/credits');
    expect(await screen.findByText('Credits are unavailable.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('shows the balance, plan, lots and history', async () => {
    server.use(http.get(creditPath, () => dataReply(creditSummary)));
    await renderApp('/credits');
    const lots = await screen.findByRole('table', { name: 'Credit lots' });
    expect(await within(lots).findByText('Startup')).toBeTruthy();
    const history = screen.getByRole('table', { name: 'Credit history' });
    expect(within(history).getByText('Startup plan')).toBeTruthy();
    expect(screen.getByRole('tab', { name: /Overview/ }).getAttribute('aria-selected')).toBe('true');
  });
});

describe('/credits/plans', () => {
  it('keeps buying off while the payment settings load', async () => {
    server.use(http.get(appConfigPath, pendingReply), http.get(organisationPath, pendingReply));
    await renderApp('/credits/plans');
    const buy = await screen.findByRole('button', { name: 'Buy Startup' });
    expect(buy.getAttribute('aria-disabled')).toBe('true');
  });

  it('tells a member that only owners and admins buy', async () => {
    server.use(
      http.get(appConfigPath, () => appConfig({ isEnabled: true, isTestPurchaseEnabled: false })),
      http.get(organisationPath, () => dataReply(organisation)),
    );
    await renderApp('/credits/plans', { user: 'member' });
    expect(await screen.findByText(/Only owners and admins can buy credits/)).toBeTruthy();
  });

  it('explains that payments are not configured when the settings fail to load', async () => {
    server.use(
      http.get(appConfigPath, () => errorReply(500)),
      http.get(organisationPath, () => errorReply(500)),
    );
    await renderApp('/credits/plans');
    expect(await screen.findByText(/Payments are not configured on this installation yet/)).toBeTruthy();
  });

  it('offers the plans for sale in the organisation’s currency', async () => {
    server.use(
      http.get(appConfigPath, () => appConfig({ isEnabled: true, isTestPurchaseEnabled: false })),
      http.get(organisationPath, () => dataReply({ ...organisation, country: 'IN' })),
    );
    await renderApp('/credits/plans');
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Buy Startup' }).getAttribute('aria-disabled')).toBeNull(),
    );
    expect((await screen.findAllByText(/₹/)).length).toBeGreaterThan(0);
  });
});

describe('/credits/invoices', () => {
  it('shows the invoices loading', async () => {
    server.use(http.get(invoicesPath, pendingReply));
    await renderApp('/credits/invoices');
    const table = await screen.findByRole('table', { name: 'Invoices' });
    expect(table.getAttribute('aria-busy')).toBe('true');
  });

  it('shows that there are no invoices yet', async () => {
    server.use(http.get(invoicesPath, () => HttpResponse.json({ data: [], total: 0, page: 1, perPage: 10 })));
    await renderApp('/credits/invoices');
    expect(await screen.findByText('No invoices yet')).toBeTruthy();
  });

  it('shows a failed load with a retry', async () => {
    server.use(http.get(invoicesPath, () => errorReply(500, 'Invoices are unavailable.')));
    await renderApp('/credits/invoices');
    expect(await screen.findByText('Invoices are unavailable.')).toBeTruthy();
  });

  it('lists the invoices', async () => {
    server.use(http.get(invoicesPath, () => HttpResponse.json({ data: [invoice], total: 1, page: 1, perPage: 10 })));
    await renderApp('/credits/invoices');
    expect(await screen.findByText('LP-2026-0001')).toBeTruthy();
  });
});

describe('plan prices (the public /pricing page shows the same cards)', () => {
  it('shows what a credit costs at each plan’s price beside the list price, in dollars', async () => {
    server.use(
      http.get(appConfigPath, () => appConfig({ isEnabled: true, isTestPurchaseEnabled: false })),
      http.get(organisationPath, () => dataReply({ ...organisation, country: 'US' })),
    );
    await renderApp('/credits/plans');
    await waitFor(() =>
      expect(screen.getByTestId('plan-basic-per-credit').textContent).toBe('600 credits · about $0.038 a credit'),
    );
    expect(screen.getByTestId('plan-growth-per-credit').textContent).toBe('5,000 credits · about $0.024 a credit');
    expect(screen.getByText('$0.20 a credit at list price')).toBeTruthy();
  });

  it('and in rupees', async () => {
    server.use(
      http.get(appConfigPath, () => appConfig({ isEnabled: true, isTestPurchaseEnabled: false })),
      http.get(organisationPath, () => dataReply({ ...organisation, country: 'IN' })),
    );
    await renderApp('/credits/plans');
    await waitFor(() =>
      expect(screen.getByTestId('plan-basic-per-credit').textContent).toBe('600 credits · about ₹3.3 a credit'),
    );
    expect(screen.getByText('₹16.66 a credit at list price')).toBeTruthy();
  });
});
