import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { findPlan } from '@leadpilot/contracts';
import type { invoices } from '../../db/schema.ts';
import type { PaymentRow } from './capture-payment.ts';
import { formatCredits, formatMoney } from './format-money.ts';
import { invoiceBillingSchema } from './invoice-billing.ts';
import { woffToSfnt } from './woff-to-sfnt.ts';

type InvoiceRow = typeof invoices.$inferSelect;

export interface InvoiceSeller {
  name: string;
  /** Lines separated by newlines. */
  address: string;
}

const require = createRequire(import.meta.url);
let fonts: { regular: Buffer; bold: Buffer } | undefined;

/**
 * DejaVu Sans (from @fontsource/dejavu-sans), embedded as a subset: PDF's standard fonts have no
 * rupee sign (U+20B9) and no Indian scripts in names, DejaVu has both and the em dash.
 */
function invoiceFonts() {
  const load = (weight: number) =>
    woffToSfnt(readFileSync(require.resolve(`@fontsource/dejavu-sans/files/dejavu-sans-latin-${weight}-normal.woff`)));
  fonts ??= { regular: load(400), bold: load(700) };
  return fonts;
}

const issuedDate = (date: Date) =>
  new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(date);

function paymentStatusText(payment: PaymentRow): string {
  if (payment.status === 'captured') return 'Paid';
  if (payment.status === 'refunded') {
    return payment.refundedMinor < payment.amountMinor
      ? `Paid, ${formatMoney(payment.refundedMinor, payment.currency)} refunded`
      : 'Refunded';
  }
  return 'Not paid';
}

function paymentReference(payment: PaymentRow): string {
  if (payment.provider === 'test') return 'Payment: test purchase (no payment provider)';
  return `Razorpay payment id: ${payment.providerPaymentId ?? '—'}`;
}

/** The invoice as an A4 PDF: seller, number and date, bill-to, the plan line, totals, payment. */
export async function renderInvoicePdf(input: {
  invoice: InvoiceRow;
  payment: PaymentRow;
  seller: InvoiceSeller;
}): Promise<Buffer> {
  // pdfkit (with fontkit and its codecs, about 2 MB of code) loads with the first invoice, not at start-up.
  const { default: PDFDocument } = await import('pdfkit');
  const { invoice, payment, seller } = input;
  const billing = invoiceBillingSchema.safeParse(invoice.billing);
  const money = (minor: number) => formatMoney(minor, invoice.currency);
  const document = new PDFDocument({
    size: 'A4',
    margin: 50,
    info: { Title: `Invoice ${invoice.number}`, Author: seller.name, Creator: 'Leadpilot' },
  });
  const { regular, bold } = invoiceFonts();
  document.registerFont('Regular', regular);
  document.registerFont('Bold', bold);
  const left = 50;
  const right = document.page.width - 50;
  const width = right - left;

  const sellerWidth = width * 0.6;
  document.font('Bold').fontSize(16).text(seller.name, left, 50, { width: sellerWidth });
  document.font('Regular').fontSize(10);
  for (const line of seller.address.split('\n').filter(Boolean)) document.text(line, { width: sellerWidth });
  const headingLeft = left + sellerWidth;
  document
    .font('Bold')
    .fontSize(20)
    .text('Invoice', headingLeft, 50, { width: width - sellerWidth, align: 'right' });
  document.font('Regular').fontSize(10);
  document.text(`Invoice number: ${invoice.number}`, { width: width - sellerWidth, align: 'right' });
  document.text(`Date: ${issuedDate(invoice.issuedAt)}`, { width: width - sellerWidth, align: 'right' });

  document.font('Bold').fontSize(11).text('Bill to', left, 150);
  document.font('Regular').fontSize(10);
  if (billing.success) {
    const { name, domain, country, address } = billing.data;
    const cityLine = [address.city, address.region, address.postalCode].filter(Boolean).join(', ');
    for (const line of [name, address.line1, address.line2, cityLine, address.country || country, domain]) {
      if (line) document.text(line, { width: width / 2 });
    }
  }

  const tableTop = 260;
  document.font('Bold').fontSize(10);
  document.text('Description', left, tableTop, { width: width - 120 });
  document.text('Amount', right - 120, tableTop, { width: 120, align: 'right' });
  document
    .moveTo(left, tableTop + 16)
    .lineTo(right, tableTop + 16)
    .stroke('#999999');
  const plan = findPlan(invoice.planId);
  document.font('Regular');
  document.text(
    `${plan.title} plan — ${formatCredits(invoice.credits)} credits (valid for 1 year)`,
    left,
    tableTop + 26,
    { width: width - 120 },
  );
  document.text(money(invoice.subtotalMinor + invoice.taxMinor), right - 120, tableTop + 26, {
    width: 120,
    align: 'right',
  });

  let y = tableTop + 70;
  const totalLine = (label: string, value: string, isBold = false) => {
    document.font(isBold ? 'Bold' : 'Regular').fontSize(isBold ? 12 : 10);
    document.text(label, right - 280, y, { width: 160, align: 'right' });
    document.text(value, right - 120, y, { width: 120, align: 'right' });
    y += isBold ? 22 : 18;
  };
  totalLine('Subtotal', money(invoice.subtotalMinor));
  if (invoice.taxLabel && invoice.taxMinor > 0) totalLine(`${invoice.taxLabel} (included)`, money(invoice.taxMinor));
  totalLine(`Total (${invoice.currency})`, money(invoice.totalMinor), true);

  document.font('Regular').fontSize(10);
  y += 20;
  if (invoice.taxMinor > 0) {
    document.text('Prices include tax.', left, y);
    y += 16;
  }
  document.text(`Payment status: ${paymentStatusText(payment)}`, left, y);
  document.text(paymentReference(payment), left, y + 16);

  return new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    document.on('data', (chunk: Buffer) => chunks.push(chunk));
    document.on('end', () => resolve(Buffer.concat(chunks)));
    document.on('error', reject);
    document.end();
  });
}
