import { randomBytes, randomUUID } from 'node:crypto';
import {
  type CheckoutOrder,
  type CreateOrderBody,
  findPlan,
  type PageQuery,
  type RazorpayUpdateBody,
} from '@leadpilot/contracts';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { organisations, payments, users } from '../../db/schema.ts';
import type { RazorpayGateway } from '../../integrations/razorpay/razorpay-client.ts';
import type { RazorpayPayment } from '../../integrations/razorpay/razorpay-entities.ts';
import { RazorpayError } from '../../integrations/razorpay/razorpay-error.ts';
import { verifyCheckoutSignature } from '../../integrations/razorpay/razorpay-signatures.ts';
import type { Actor } from '../../platform/auth/actor.ts';
import type { Clock } from '../../platform/clock.ts';
import { notFound } from '../../platform/errors.ts';
import { capturePayment, type PaymentRow } from './capture-payment.ts';
import { formatCredits } from './format-money.ts';
import { handleRazorpayEvent } from './handle-razorpay-event.ts';
import { taxSettingsOf } from './invoice-tax.ts';
import { toInvoice, toPayment } from './payment-view.ts';
import {
  invoiceNotFound,
  paymentDoesNotMatch,
  paymentNotCompleted,
  paymentNotFound,
  paymentNotVerified,
  paymentRefunded,
  paymentsNotConfigured,
  testPurchasesDisabled,
} from './payments.errors.ts';
import {
  findOrganisationInvoice,
  findOrganisationPaymentByOrder,
  findPaymentWithInvoice,
  listOrganisationInvoices,
} from './payments.repository.ts';
import type { PaymentSettings } from './payments-config.ts';
import { renderInvoicePdf } from './render-invoice-pdf.ts';

export interface PaymentDependencies {
  db: Database;
  clock: Clock;
  config: PaymentSettings;
  /** Null when Razorpay is not configured. */
  gateway: RazorpayGateway | null;
}

/** A short unique order reference (Razorpay allows 40 characters): `lp_m5x2k1_3f9a0c1d2e`. */
export const newReceipt = () => `lp_${Date.now().toString(36)}_${randomBytes(5).toString('hex')}`;

const purchaseMessage = (credits: number) => `Payment received: ${formatCredits(credits)} credits added.`;

/**
 * Buying credits: Razorpay orders, the checkout callback, webhooks, test purchases and invoices.
 * Every path that completes a payment goes through `capturePayment`, which grants once.
 */
export function createPaymentService(deps: PaymentDependencies) {
  const { db, clock, config } = deps;
  const tax = taxSettingsOf(config);

  function requireGateway(): { gateway: RazorpayGateway; keySecret: string } {
    if (!deps.gateway || !config.RAZORPAY_KEY_SECRET) throw paymentsNotConfigured();
    return { gateway: deps.gateway, keySecret: config.RAZORPAY_KEY_SECRET };
  }

  async function paymentReply(paymentId: string) {
    const row = await findPaymentWithInvoice(db, paymentId);
    if (!row) throw paymentNotFound();
    return toPayment(row.payment, row.invoiceId);
  }

  /** Razorpay's record of the payment must be this order's, for our amount, and paid; captures it if only authorized. */
  async function settleAtRazorpay(gateway: RazorpayGateway, row: PaymentRow, providerPaymentId: string) {
    let remote: RazorpayPayment = await gateway.fetchPayment(providerPaymentId);
    if (
      remote.order_id !== row.providerOrderId ||
      remote.amount !== row.amountMinor ||
      remote.currency !== row.currency
    ) {
      throw paymentDoesNotMatch();
    }
    if (remote.status === 'authorized') {
      try {
        remote = await gateway.capturePayment(remote.id, row.amountMinor, row.currency);
      } catch (error) {
        // Captured meanwhile (automatic capture, or a webhook-driven retry): read it again.
        if (!(error instanceof RazorpayError) || error.httpStatus !== 400) throw error;
        remote = await gateway.fetchPayment(remote.id);
      }
    }
    if (remote.status === 'refunded') throw paymentRefunded();
    if (remote.status !== 'captured') throw paymentNotCompleted(remote.error_description);
    return remote;
  }

  return {
    /** Razorpay's webhook secret, for the webhook route's signature check (null: webhooks off). */
    webhookSecret: config.RAZORPAY_WEBHOOK_SECRET ?? null,

    async createOrder(actor: Actor, input: CreateOrderBody): Promise<{ data: CheckoutOrder }> {
      const { gateway } = requireGateway();
      const plan = findPlan(input.planId);
      const amountMinor = plan.chargeMinor[input.currency];
      const [buyer] = await db
        .select({ name: users.name, email: users.email, organisationName: organisations.name })
        .from(users)
        .innerJoin(organisations, eq(organisations.id, users.organisationId))
        .where(eq(users.id, actor.userId));
      if (!buyer) throw notFound('Your account');
      const paymentId = randomUUID();
      const receipt = newReceipt();
      const order = await gateway.createOrder({
        amount: amountMinor,
        currency: input.currency,
        receipt,
        notes: { paymentId, organisationId: actor.organisationId, planId: plan.id },
      });
      await db.insert(payments).values({
        id: paymentId,
        organisationId: actor.organisationId,
        userId: actor.userId,
        planId: plan.id,
        credits: plan.credit,
        currency: input.currency,
        amountMinor,
        provider: 'razorpay',
        providerOrderId: order.id,
        status: 'created',
        receipt,
        createdAt: clock.now(),
      });
      return {
        data: {
          paymentId,
          orderId: order.id,
          keyId: gateway.keyId,
          amountMinor,
          currency: input.currency,
          planId: plan.id,
          credits: plan.credit,
          checkoutScriptUrl: config.RAZORPAY_CHECKOUT_URL,
          organisationName: buyer.organisationName,
          prefill: { name: buyer.name, email: buyer.email },
        },
      };
    },

    /** Checkout's success callback: verified by signature, then against Razorpay's own record. */
    async confirmCheckout(actor: Actor, input: RazorpayUpdateBody) {
      const { gateway, keySecret } = requireGateway();
      const orderId = input.razorpay_order_id.trim();
      const providerPaymentId = input.razorpay_payment_id.trim();
      if (!verifyCheckoutSignature(orderId, providerPaymentId, input.razorpay_signature, keySecret)) {
        throw paymentNotVerified();
      }
      const row = await findOrganisationPaymentByOrder(db, actor.organisationId, orderId);
      if (!row) throw paymentNotFound();
      if (row.status === 'refunded') throw paymentRefunded();
      if (row.status !== 'captured') {
        const remote = await settleAtRazorpay(gateway, row, providerPaymentId);
        await db.transaction((tx) =>
          capturePayment(tx, { paymentId: row.id, providerPaymentId: remote.id, now: clock.now(), tax }),
        );
      }
      return { message: purchaseMessage(row.credits), data: await paymentReply(row.id) };
    },

    /** Development only: a purchase completed at once, without a payment provider. */
    async testPurchase(actor: Actor, input: CreateOrderBody) {
      if (!config.PAYMENTS_TEST_PURCHASE_ENABLED) throw testPurchasesDisabled();
      const plan = findPlan(input.planId);
      const paymentId = randomUUID();
      const now = clock.now();
      await db.transaction(async (tx) => {
        await tx.insert(payments).values({
          id: paymentId,
          organisationId: actor.organisationId,
          userId: actor.userId,
          planId: plan.id,
          credits: plan.credit,
          currency: input.currency,
          amountMinor: plan.chargeMinor[input.currency],
          provider: 'test',
          providerOrderId: `test_order_${randomBytes(8).toString('hex')}`,
          providerPaymentId: `test_pay_${randomBytes(8).toString('hex')}`,
          status: 'created',
          receipt: newReceipt(),
          createdAt: now,
        });
        await capturePayment(tx, { paymentId, providerPaymentId: null, now, tax });
      });
      return {
        message: `Test purchase complete: ${formatCredits(plan.credit)} credits added.`,
        data: await paymentReply(paymentId),
      };
    },

    handleWebhookEvent: (event: Parameters<typeof handleRazorpayEvent>[1], eventId: string) =>
      handleRazorpayEvent({ db, clock, tax }, event, eventId),

    async listInvoices(actor: Actor, query: PageQuery) {
      const { rows, total } = await listOrganisationInvoices(db, actor.organisationId, query);
      return {
        data: rows.map((row) => toInvoice(row.invoice, row.paymentStatus)),
        total,
        page: query.page,
        perPage: query.perPage,
      };
    },

    async invoicePdf(actor: Actor, invoiceId: string) {
      const row = await findOrganisationInvoice(db, actor.organisationId, invoiceId);
      if (!row) throw invoiceNotFound();
      const pdf = await renderInvoicePdf({
        invoice: row.invoice,
        payment: row.payment,
        seller: { name: config.INVOICE_SELLER_NAME, address: config.INVOICE_SELLER_ADDRESS },
      });
      return { fileName: `${row.invoice.number}.pdf`, pdf };
    },
  };
}
export type PaymentService = ReturnType<typeof createPaymentService>;
