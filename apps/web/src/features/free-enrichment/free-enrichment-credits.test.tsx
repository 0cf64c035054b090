// @vitest-environment jsdom
import type { Invoice, Payment } from '@leadpilot/contracts';
import userEvent from '@testing-library/user-event';
import { delay } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import type { RazorpayOptions } from '../../shared/credits/razorpay-checkout.ts';
import { invoice } from '../../test/fixtures.ts';
import { screen, server, waitFor, within } from '../../test/render-app.tsx';
import { apiUrl, dataReply, errorReply, HttpResponse, http } from '../../test/server.ts';
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
} from './free-enrichment-fixtures.tsx';

/**
 * Buying from the free page: the plans, Razorpay Checkout (the browser's window, stood in for here
 * by a Checkout object as its script defines it; the browser suite pays through the loopback's real
 * one), the credits added, the invoices, and a file stopped for credits continuing.
 */
const appConfig = (isEnabled: boolean) =>
  http.get(apiUrl('v1/app-config'), () =>
    dataReply({
      appName: 'Leadpilot',
      posthogKey: null,
      posthogHost: null,
      payments: {
        isEnabled,
        keyId: isEnabled ? 'rzp_test_key' : null,
        checkoutScriptUrl: null,
        isTestPurchaseEnabled: false,
      },
    }),
  );

/** The Checkout windows opened, each with its options and its failure handler. */
const opened: { options: RazorpayOptions; failed: (response: { error: { description?: string } }) => void }[] = [];
class CheckoutWindow {
  constructor(readonly options: RazorpayOptions) {}
  on(_event: 'payment.failed', handler: (response: { error: { description?: string } }) => void) {
    opened.push({ options: this.options, failed: handler });
  }
  open() {}
  close() {}
}
afterEach(() => {
  opened.length = 0;
  delete window.Razorpay;
});

const order = {
  paymentId: '00000000-0000-4000-8000-0000000000a1',
  orderId: 'order_free_1',
  keyId: 'rzp_test_key',
  amountMinor: 999_900,
  currency: 'INR',
  planId: 'growth',
  credits: 5000,
  checkoutScriptUrl: 'https://checkout.razorpay.test/v1/checkout.js',
  organisationName: 'Acme',
  prefill: { name: 'Ada Lovelace', email: 'ada@acme.test' },
};

const payment: Payment = {
  id: order.paymentId,
  planId: 'growth',
  credits: 5000,
  currency: 'INR',
  amountMinor: 999_900,
  status: 'captured',
  createdAt: '2026-11-30T09:20:00.000Z',
  capturedAt: '2026-11-30T09:20:00.000Z',
  invoiceId: invoice.id,
};

const bought: Invoice = { ...invoice, planId: 'growth', currency: 'INR', totalMinor: 999_900, subtotalMinor: 999_900 };

async function signedIn() {
  await show();
  await askForCode();
  await confirmCode();
}

describe('buying credits on the free page', () => {
  it('buys a plan through Razorpay Checkout, adds the credits, and lists the invoice with its PDF', async () => {
    window.Razorpay = CheckoutWindow as unknown as NonNullable<typeof window.Razorpay>;
    let isPaid = false;
    const calls: { path: string; body: unknown; auth: string | null }[] = [];
    const record =
      (path: string) =>
      async ({ request }: { request: Request }) => {
        calls.push({ path, body: await request.json(), auth: request.headers.get('authorization') });
      };
    server.use(
      signupAnswer(),
      otpAnswer(),
      appConfig(true),
      http.post(apiUrl('v1/callback/freeenrich/dashboard'), () =>
        HttpResponse.json({
          data: {
            profile: isPaid ? { ...profile, balance: 5000, maxRows: null } : { ...profile, balance: 0 },
            files: [],
            total: 0,
          },
        }),
      ),
      http.post(apiUrl('v1/callback/freeenrich/invoices'), () =>
        HttpResponse.json({ data: isPaid ? [bought] : [], total: isPaid ? 1 : 0, page: 1, perPage: 5 }),
      ),
      http.post(apiUrl('v1/callback/freeenrich/payment'), async (info) => {
        await record('payment')(info);
        return dataReply(order);
      }),
      http.post(apiUrl('v1/payment/razorpay/update'), async (info) => {
        await record('update')(info);
        isPaid = true;
        return HttpResponse.json({ message: 'Payment received.', data: payment });
      }),
    );
    await signedIn();
    expect(await screen.findByText('0 free credits left · files of up to 25 rows')).toBeTruthy();
    expect(screen.getByText(/Your free credits are used/)).toBeTruthy();
    expect(await screen.findByText('No invoices yet: each purchase comes with one, to download here.')).toBeTruthy();

    // By keyboard: the button, then a plan and the currency, then pay.
    screen.getByRole('button', { name: 'Buy credits' }).focus();
    await userEvent.keyboard('{Enter}');
    const plans = await screen.findByRole('radiogroup', { name: 'Plan' });
    expect(within(plans).getAllByRole('radio')).toHaveLength(4);
    within(plans).getByRole('radio', { name: 'Growth plan' }).focus();
    await userEvent.keyboard(' ');
    await userEvent.click(screen.getByText('INR'));
    const pay = await screen.findByRole('button', { name: 'Pay ₹9,999 for 5,000 credits' });
    pay.focus();
    await userEvent.keyboard('{Enter}');

    expect(await screen.findByText('Complete the payment in the Razorpay window.')).toBeTruthy();
    expect(calls[0]).toEqual({ path: 'payment', body: { planId: 'growth', currency: 'INR' }, auth: `Bearer ${token}` });
    const checkout = opened[0];
    expect(checkout?.options).toMatchObject({ key: 'rzp_test_key', order_id: 'order_free_1', amount: 999_900 });
    expect(checkout?.options.description).toBe('Growth plan — 5,000 credits');

    // A declined attempt says so; Checkout stays open and the next one goes through.
    checkout?.failed({ error: { description: 'Your payment was declined by the bank (test).' } });
    expect(await screen.findByText('Your payment was declined by the bank (test).')).toBeTruthy();
    const response = { razorpay_payment_id: 'pay_1', razorpay_order_id: 'order_free_1', razorpay_signature: 'sig' };
    checkout?.options.handler(response);

    expect(await screen.findByRole('heading', { name: '5,000 credits added' })).toBeTruthy();
    expect(calls[1]).toEqual({ path: 'update', body: response, auth: `Bearer ${token}` });
    expect(await screen.findByText('5,000 credits left')).toBeTruthy();
    const invoices = await screen.findByRole('list', { name: 'Your invoices' });
    expect(within(invoices).getByText('LP-2026-0001')).toBeTruthy();
    expect(within(invoices).getByText(/₹9,999/)).toBeTruthy();
    expect(within(invoices).getByRole('button', { name: 'Download PDF LP-2026-0001' })).toBeTruthy();
  });

  it('says when payments are off, and shows the invoices loading, then failing with a retry', async () => {
    let invoiceCalls = 0;
    server.use(
      signupAnswer(),
      otpAnswer(),
      appConfig(false),
      http.post(apiUrl('v1/callback/freeenrich/dashboard'), () =>
        HttpResponse.json({ data: { profile, files: [], total: 0 } }),
      ),
      http.post(apiUrl('v1/callback/freeenrich/invoices'), async () => {
        invoiceCalls += 1;
        if (invoiceCalls === 1) {
          await delay(400);
          return errorReply(500);
        }
        return HttpResponse.json({ data: [], total: 0, page: 1, perPage: 5 });
      }),
    );
    await signedIn();
    expect(await screen.findByLabelText('Loading your invoices')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Buy credits' }));
    expect(await screen.findByText('Payments are not configured on this installation yet.')).toBeTruthy();
    const pay = screen.getByRole('button', { name: /^Pay \$23 for 600 credits/ });
    expect(pay.getAttribute('aria-disabled')).toBe('true');
    expect(pay.getAttribute('aria-describedby')).toBe('free-payments-notice');
    await userEvent.click(pay);
    expect(screen.queryByText('Complete the payment in the Razorpay window.')).toBeNull();

    const invoices = screen.getByRole('region', { name: 'Invoices' });
    expect(await within(invoices).findByText('Something went wrong on our side.')).toBeTruthy();
    await userEvent.click(within(invoices).getByRole('button', { name: 'Try again' }));
    expect(await within(invoices).findByText(/No invoices yet/)).toBeTruthy();
    expect(invoiceCalls).toBe(2);
  });

  it('continues a file stopped for credits, and offers buying when an upload asks for it', async () => {
    const stopped = {
      ...file,
      stage: 'failed' as const,
      rowCount: 30,
      rowsDone: 25,
      rowsMatched: 20,
      creditsSpent: 25,
      stageReason: 'Credits ran out at row 26: buy credits, then resume.',
    };
    const steps: unknown[] = [];
    server.use(
      signupAnswer(),
      otpAnswer(),
      invoicesAnswer(),
      appConfig(true),
      http.post(apiUrl('v1/callback/freeenrich/dashboard'), () =>
        HttpResponse.json({
          data: {
            profile: { ...profile, balance: 0 },
            files: [steps.length > 0 ? { ...stopped, stage: 'completed', rowsDone: 30 } : stopped],
            total: 1,
          },
        }),
      ),
      http.post(apiUrl('v1/contacts/enrichment'), async ({ request }) => {
        if (request.headers.get('content-type')?.startsWith('multipart/form-data')) {
          return errorReply(
            422,
            'Free enrichment takes files of up to 25 rows. Remove some rows and upload it again, or buy credits to enrich larger files.',
          );
        }
        steps.push(await request.json());
        return HttpResponse.json({ message: 'Resumed.', data: { ...stopped, stage: 'running' } });
      }),
    );
    await signedIn();
    const input = document.querySelector('input[type="file"]') as HTMLInputElement;
    await userEvent.upload(input, new File(['First name\nAna\n'], 'Big.csv', { type: 'text/csv' }));
    expect(await screen.findByText(/buy credits to enrich larger files/)).toBeTruthy();
    // The upload step's button (the first; the credits panel has its own).
    const [fromUpload] = screen.getAllByRole('button', { name: 'Buy credits' });
    await userEvent.click(fromUpload as HTMLElement);
    const heading = screen.getByRole('heading', { name: 'Credits' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(await screen.findByRole('radiogroup', { name: 'Plan' })).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Open Leads.csv' }));
    expect(await screen.findByText('Waiting for credits')).toBeTruthy();
    expect(screen.getByText('25 of 30 rows')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Continue the file' }));
    await waitFor(() => expect(steps).toEqual([{ action: 'confirm', id: file.id }]));
    expect(await screen.findByRole('heading', { name: 'Your file is ready' }, { timeout: 4000 })).toBeTruthy();
    expect(screen.getByText('30 of 30 rows')).toBeTruthy();
  });
});
