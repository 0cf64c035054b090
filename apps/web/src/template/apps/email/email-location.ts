import type { EmailFolder, EmailLabel } from '../../mocks/types.ts';

/** A folder of the demo (spec section 4), or the starred view (starred emails not in trash). */
export type EmailMailbox = EmailFolder | 'starred';

/** The sidebar's order of the mailboxes. */
export const emailMailboxes: readonly EmailMailbox[] = ['inbox', 'sent', 'draft', 'starred', 'spam', 'trash'];

/** The demo's email labels (spec section 3). */
export const emailLabels: readonly EmailLabel[] = ['personal', 'company', 'important', 'private'];

/** Where the mailbox is: a folder (or the starred view), or a label across the folders but trash. */
export type EmailLocation = { kind: 'folder'; folder: EmailMailbox } | { kind: 'label'; label: EmailLabel };

function isOneOf<T extends string>(values: readonly T[], value: string | undefined): value is T {
  return value !== undefined && (values as readonly string[]).includes(value);
}

/**
 * Reads the mailbox location from the path after `/apps/email/`: `sent`, `label/company`; an
 * empty or unknown path is the inbox (the spec's default folder).
 */
export function parseEmailLocation(splat: string | undefined): EmailLocation {
  const [first, second] = (splat ?? '').split('/').filter(Boolean);
  if (first === 'label' && isOneOf(emailLabels, second)) return { kind: 'label', label: second };
  if (isOneOf(emailMailboxes, first)) return { kind: 'folder', folder: first };
  return { kind: 'folder', folder: 'inbox' };
}

/** The path of a mailbox location. */
export function emailLocationPath(location: EmailLocation): string {
  return location.kind === 'label' ? `/apps/email/label/${location.label}` : `/apps/email/${location.folder}`;
}

/** The query of the email list for a location and a search. */
export function emailListQuery(location: EmailLocation, q: string) {
  return location.kind === 'label' ? { q, label: location.label } : { q, folder: location.folder };
}
