import type { Invoice, InvoiceClient } from '../../../mocks/types.ts';

export interface LineItemValues {
  /** Stable key for React while rows are added and removed. */
  key: string;
  item: string;
  description: string;
  cost: number | string;
  qty: number | string;
}

export interface InvoiceFormValues {
  clientName: string | null;
  issuedDate: string;
  dueDate: string;
  items: LineItemValues[];
  discount: number | string;
  tax: number | string;
  salesperson: string;
  note: string;
}

let nextKey = 0;

/** A blank line for the items repeater. */
export function emptyLineItem(): LineItemValues {
  nextKey += 1;
  return { key: `line-${nextKey}`, item: '', description: '', cost: '', qty: 1 };
}

function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** A new invoice: issued today, due in a week, one blank line. */
export function newInvoiceValues(): InvoiceFormValues {
  const today = new Date();
  const due = new Date(today.getTime() + 7 * 24 * 60 * 60 * 1000);
  return {
    clientName: null,
    issuedDate: isoDay(today),
    dueDate: isoDay(due),
    items: [emptyLineItem()],
    discount: 0,
    tax: 0,
    salesperson: '',
    note: 'It was a pleasure working with you and your team. Thank you!',
  };
}

/** An existing invoice as the editor's values: its service becomes the one line, billed at its total. */
export function invoiceValues(invoice: Invoice): InvoiceFormValues {
  return {
    ...newInvoiceValues(),
    clientName: invoice.client.name,
    issuedDate: invoice.issuedDate,
    dueDate: invoice.dueDate,
    items: [{ ...emptyLineItem(), item: invoice.service, cost: invoice.total, qty: 1 }],
  };
}

function asNumber(value: number | string): number {
  return typeof value === 'number' ? value : Number.NaN;
}

/** The editor's rules; the messages name what to fix. */
export const invoiceValidation = {
  clientName: (value: string | null) => (value ? null : 'Choose a client'),
  issuedDate: (value: string) => (value ? null : 'Choose the issue date'),
  dueDate: (value: string, values: InvoiceFormValues) => {
    if (!value) return 'Choose the due date';
    return value < values.issuedDate ? 'The due date cannot be before the issue date' : null;
  },
  items: {
    item: (value: string) => (value.trim() ? null : 'Enter the item'),
    cost: (value: number | string) => (asNumber(value) >= 0 ? null : 'Enter a cost of 0 or more'),
    qty: (value: number | string) => {
      const qty = asNumber(value);
      return Number.isInteger(qty) && qty >= 1 ? null : 'Enter a quantity of 1 or more';
    },
  },
  discount: (value: number | string) => {
    const percent = asNumber(value);
    return percent >= 0 && percent <= 100 ? null : 'Enter a discount from 0 to 100%';
  },
  tax: (value: number | string) => {
    const percent = asNumber(value);
    return percent >= 0 && percent <= 100 ? null : 'Enter a tax from 0 to 100%';
  },
};

/** The numbers of the lines, with unfinished fields counted as zero, for the live totals. */
export function lineAmounts(items: LineItemValues[]) {
  return items.map((line) => ({
    cost: Number.isFinite(asNumber(line.cost)) ? asNumber(line.cost) : 0,
    qty: Number.isInteger(asNumber(line.qty)) ? asNumber(line.qty) : 0,
  }));
}

/** The chosen client's details, from the client list. */
export function findClient(clients: InvoiceClient[] | undefined, name: string | null): InvoiceClient | null {
  return clients?.find((client) => client.name === name) ?? null;
}
