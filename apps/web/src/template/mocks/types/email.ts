/** The email app (spec sections 3 and 7). */

export type EmailFolder = 'inbox' | 'draft' | 'spam' | 'sent' | 'trash';
export type EmailLabel = 'personal' | 'company' | 'important' | 'private';

export interface EmailAddress {
  name: string;
  email: string;
}

export interface EmailAttachment {
  fileName: string;
  thumbnail: string;
  url: string;
  /** Human-readable, e.g. '2.4 MB'. */
  size: string;
}

export interface Email {
  id: number;
  from: EmailAddress & { avatar: string };
  to: EmailAddress[];
  subject: string;
  cc: string[];
  bcc: string[];
  /** HTML. */
  message: string;
  attachments: EmailAttachment[];
  isStarred: boolean;
  labels: EmailLabel[];
  time: string;
  replies: Email[];
  folder: EmailFolder;
  isRead: boolean;
}

/** An email fetched alone: with whether it has neighbours in its folder (newest first). */
export interface EmailDetail extends Email {
  hasPreviousMail: boolean;
  hasNextMail: boolean;
}

/** Unread counts of inbox and spam, and the number of drafts. */
export interface EmailsMeta {
  inbox: number;
  spam: number;
  draft: number;
}

/** GET /apps/email/emails?q&folder&label — folder defaults to inbox; `folder=starred` is the starred view. */
export interface EmailsParams {
  q?: string;
  folder?: EmailFolder | 'starred';
  label?: EmailLabel;
}
export interface EmailsReply {
  emails: Email[];
  emailsMeta: EmailsMeta;
}

/** POST /apps/email/update-emails — sets the given fields (any but `id`) on each chosen email. */
export interface UpdateEmailsRequest {
  emailIds: number[];
  dataToUpdate: Partial<Omit<Email, 'id'>>;
}
/** The updated emails. Also the reply of update-emails-label. */
export interface UpdateEmailsReply {
  emails: Email[];
}

/** POST /apps/email/update-emails-label — toggles the label on each email. */
export interface UpdateEmailsLabelRequest {
  emailIds: number[];
  label: EmailLabel;
}

/** GET /apps/email/get-email?id — EmailDetail, or 404 ErrorReply. */
export type GetEmailReply = EmailDetail;

/** GET /apps/email/paginate-email?dir&emailId — the neighbouring EmailDetail, or 404 ErrorReply. */
export interface PaginateEmailParams {
  dir: 'previous' | 'next';
  emailId: number;
}
export type PaginateEmailReply = EmailDetail;

/** POST /apps/email/send-email (own design) — a new email in `sent` (or `draft` when `isDraft`). */
export interface SendEmailRequest {
  to: string[];
  cc?: string[];
  bcc?: string[];
  subject: string;
  message: string;
  attachments?: EmailAttachment[];
  isDraft?: boolean;
}
export interface SendEmailReply {
  email: Email;
}
