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
