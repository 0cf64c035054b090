/** One outgoing message; `idempotencyKey` makes a retried send a no-op. */
export interface OutgoingMail {
  organisationId: string | null;
  kind: string;
  idempotencyKey: string;
  from: string;
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** The Message-ID to compose with (`<…@domain>`); default: the composer's own. */
  messageId?: string;
  /** Extra headers (a campaign's `List-Unsubscribe`, …). */
  headers?: Record<string, string>;
  /** Threading: the message answered and the thread's Message-IDs. */
  inReplyTo?: string;
  references?: string;
  /**
   * A meeting invitation (iCalendar, RFC 5546): sent as the `text/calendar; method=…` alternative
   * mail clients show Accept and Decline for, and attached as `filename` for the others.
   */
  calendarEvent?: { method: 'REQUEST' | 'CANCEL'; filename: string; content: string };
  /** Files attached to the message (a scheduled export's CSV). */
  attachments?: { filename: string; content: string; contentType: string }[];
}

export interface SentMail {
  messageId: string;
  /** True when a message with the same idempotency key was already sent. */
  duplicate: boolean;
}

/** Every way Leadpilot sends mail (sandbox now; SMTP, Gmail and Microsoft later) implements this. */
export interface MailTransport {
  readonly name: string;
  send(mail: OutgoingMail): Promise<SentMail>;
}
