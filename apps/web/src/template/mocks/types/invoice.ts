/** Invoices (spec sections 3 and 7). */

export type InvoiceStatus = 'Paid' | 'Downloaded' | 'Sent' | 'Draft' | 'Partial Payment' | 'Past Due';

export interface InvoiceClient {
  address: string;
  company: string;
  companyEmail: string;
  country: string;
  contact: string;
  name: string;
}

export interface Invoice {
  id: number;
  /** YYYY-MM-DD */
  issuedDate: string;
  client: InvoiceClient;
  service: string;
  total: number;
  avatar: string;
  invoiceStatus: InvoiceStatus;
  /** Amount still due; 0 when paid. */
  balance: number;
  /** YYYY-MM-DD */
  dueDate: string;
}

export interface PaymentDetails {
  totalDue: number;
  bankName: string;
  country: string;
  iban: string;
  swiftCode: string;
}

/** GET /apps/invoice/invoices?q&perPage=10&page=1&status&sort=asc|desc&sortColumn — sortColumn may be a dotted path ('client.name'). */
export interface InvoicesParams {
  q?: string;
  perPage?: number;
  page?: number;
  status?: InvoiceStatus | '';
  sort?: 'asc' | 'desc';
  sortColumn?: string;
}
export interface InvoicesReply {
  allData: Invoice[];
  invoices: Invoice[];
  total: number;
}

/** GET /api/invoice/invoices/{id} — or 404. */
export interface InvoiceReply {
  invoice: Invoice;
  paymentDetails: PaymentDetails;
}

/** DELETE /apps/invoice/delete?id — 200 RemovedReply, or 404. */

/** POST /apps/invoice/add-invoice (own design) — 201 SavedInvoiceReply with the next id; 400 without a client name or a total. */
export interface AddInvoiceRequest {
  invoice: Omit<Invoice, 'id'>;
}
/** POST /apps/invoice/update-invoice (own design) — 200 SavedInvoiceReply, or 404. */
export interface UpdateInvoiceRequest {
  invoice: Invoice;
}
export interface SavedInvoiceReply {
  invoice: Invoice;
}

/** GET /api/invoice/clients — the first 5 clients. */
export type InvoiceClientsReply = InvoiceClient[];
