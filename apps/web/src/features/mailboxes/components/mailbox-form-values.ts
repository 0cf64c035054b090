import {
  type CheckMailboxBody,
  defaultSendingWindow,
  type Mailbox,
  mailboxLimits,
  type SaveMailboxBody,
  type ServerSettings,
  type ServerSettingsView,
} from '@leadpilot/contracts';

/** One server's fields as typed: the password stays blank on an existing mailbox unless it changes. */
export interface ServerFormValues {
  host: string;
  port: number | string;
  secure: boolean;
  /** No encryption chosen (only without `secure`): the password may go unencrypted. */
  plainText: boolean;
  username: string;
  password: string;
}

/** The three encryption choices of a server: SSL/TLS from the first byte, required STARTTLS, or none. */
export type ServerEncryption = 'secure' | 'starttls' | 'none';

export function encryptionOf(values: Pick<ServerFormValues, 'secure' | 'plainText'>): ServerEncryption {
  if (values.secure) return 'secure';
  return values.plainText ? 'none' : 'starttls';
}

/** Every field of the mailbox forms (add SMTP/IMAP, settings), keyed by the request body's paths. */
export interface MailboxFormValues {
  email: string;
  senderName: string;
  dailyLimit: number | string;
  sendingWindow: { start: string; end: string; days: number[]; timeZone: string };
  trackingDomain: string;
  smtp: ServerFormValues;
  imap: ServerFormValues;
  /** IMAP signs in with the SMTP user name and password (most providers). */
  imapSameLogin: boolean;
}

/** Port and TLS presets: SSL/TLS from the first byte, or STARTTLS (and none) on the submission/plain port. */
export const serverPresets = {
  smtp: { secure: 465, starttls: 587 },
  imap: { secure: 993, starttls: 143 },
} as const;

function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

function emptyServer(server: 'smtp' | 'imap'): ServerFormValues {
  const secure = server === 'imap';
  return {
    host: '',
    port: secure ? serverPresets[server].secure : serverPresets[server].starttls,
    secure,
    plainText: false,
    username: '',
    password: '',
  };
}

function serverValues(view: ServerSettingsView | null, server: 'smtp' | 'imap'): ServerFormValues {
  return view ? { ...view, plainText: !view.secure && view.plainText === true, password: '' } : emptyServer(server);
}

/** A blank form for a new SMTP/IMAP mailbox. */
export function emptyMailboxFormValues(): MailboxFormValues {
  return {
    email: '',
    senderName: '',
    dailyLimit: mailboxLimits.defaultDailyLimit,
    sendingWindow: { ...defaultSendingWindow, days: [...defaultSendingWindow.days], timeZone: browserTimeZone() },
    trackingDomain: '',
    smtp: emptyServer('smtp'),
    imap: emptyServer('imap'),
    imapSameLogin: true,
  };
}

/** The settings form of a stored mailbox; passwords are never sent to the browser, so they start blank. */
export function toMailboxFormValues(mailbox: Mailbox): MailboxFormValues {
  const window = mailbox.sendingWindow ?? { ...defaultSendingWindow, timeZone: browserTimeZone() };
  return {
    email: mailbox.email,
    senderName: mailbox.senderName,
    dailyLimit: mailbox.dailyLimit,
    sendingWindow: { ...window, days: [...window.days] },
    trackingDomain: mailbox.trackingDomain,
    smtp: serverValues(mailbox.smtp, 'smtp'),
    imap: serverValues(mailbox.imap, 'imap'),
    imapSameLogin: !mailbox.imap || !mailbox.smtp || mailbox.imap.username === mailbox.smtp.username,
  };
}

function blankToUndefined(value: string): string | undefined {
  const trimmed = value.trim();
  return trimmed === '' ? undefined : trimmed;
}

function serverBody(values: ServerFormValues): ServerSettings {
  return {
    host: values.host.trim(),
    port: Number(values.port),
    secure: values.secure,
    plainText: !values.secure && values.plainText,
    username: values.username.trim(),
    // Blank means "keep the stored password" on an update, and "missing" on a new mailbox.
    password: values.password === '' ? undefined : values.password,
  };
}

/** Both servers as the body carries them; with one login, IMAP takes the SMTP user name and password. */
export function serverBodies(values: MailboxFormValues): { smtp: ServerSettings; imap: ServerSettings } {
  const smtp = serverBody(values.smtp);
  const imap = serverBody(values.imap);
  return { smtp, imap: values.imapSameLogin ? { ...imap, username: smtp.username, password: smtp.password } : imap };
}

/** `POST organisation/emails` for a new SMTP/IMAP mailbox. */
export function toCreateSmtpBody(values: MailboxFormValues): SaveMailboxBody {
  return {
    kind: 'smtp',
    email: blankToUndefined(values.email),
    senderName: values.senderName.trim(),
    ...serverBodies(values),
  };
}

/** `POST organisation/emails/check` for settings not saved yet. */
export function toCheckBody(values: MailboxFormValues): CheckMailboxBody {
  return { email: blankToUndefined(values.email), ...serverBodies(values) };
}

/** `POST organisation/emails` updating a stored mailbox; servers only for SMTP/IMAP mailboxes. */
export function toUpdateMailboxBody(mailbox: Mailbox, values: MailboxFormValues): SaveMailboxBody {
  return {
    id: mailbox.id,
    senderName: values.senderName.trim(),
    dailyLimit: Number(values.dailyLimit),
    sendingWindow: { ...values.sendingWindow, days: [...values.sendingWindow.days] },
    trackingDomain: values.trackingDomain.trim(),
    ...(mailbox.kind === 'smtp' ? serverBodies(values) : {}),
  };
}

/**
 * With one login the IMAP user name and password fields are hidden: their messages are the SMTP
 * fields' messages, so they are dropped rather than shown twice or nowhere.
 */
export function visibleFieldErrors(values: MailboxFormValues, errors: Record<string, string>): Record<string, string> {
  if (!values.imapSameLogin) return errors;
  return Object.fromEntries(
    Object.entries(errors).filter(([path]) => path !== 'imap.username' && path !== 'imap.password'),
  );
}

/**
 * A stored password belongs to its server and user name: when either changes, the password must be
 * typed again (the server refuses otherwise). With one login, the IMAP case lands on the SMTP password.
 */
export function storedPasswordErrors(mailbox: Mailbox, values: MailboxFormValues): Record<string, string> {
  if (mailbox.kind !== 'smtp') return {};
  const bodies = serverBodies(values);
  const errors: Record<string, string> = {};
  for (const server of ['smtp', 'imap'] as const) {
    const stored = mailbox[server];
    const given = bodies[server];
    if (!stored || given.password !== undefined) continue;
    if (given.host.toLowerCase() === stored.host.toLowerCase() && given.username === stored.username) continue;
    const field = server === 'imap' && values.imapSameLogin ? 'smtp.password' : `${server}.password`;
    errors[field] ??= 'Enter the password again: the server or user name changed.';
  }
  return errors;
}
