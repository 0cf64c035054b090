import { IconFile, IconInfoCircle, IconMail, IconSend, IconStar, IconTrash } from '@tabler/icons-react';
import type { EmailLabel } from '../../../mocks/types.ts';
import type { EmailLocation, EmailMailbox } from '../email-location.ts';

/** How the sidebar shows each folder. */
export const folderDisplay: Record<EmailMailbox, { label: string; icon: typeof IconMail }> = {
  inbox: { label: 'Inbox', icon: IconMail },
  sent: { label: 'Sent', icon: IconSend },
  draft: { label: 'Draft', icon: IconFile },
  starred: { label: 'Starred', icon: IconStar },
  spam: { label: 'Spam', icon: IconInfoCircle },
  trash: { label: 'Trash', icon: IconTrash },
};

/** Each label's colour, the same in the sidebar, the list and the open email. */
export const labelColors: Record<EmailLabel, string> = {
  personal: 'green',
  company: 'indigo',
  important: 'orange',
  private: 'red',
};

/** A label's name as people read it. */
export function labelName(label: EmailLabel): string {
  return label.charAt(0).toUpperCase() + label.slice(1);
}

/** What the list says when a folder, label or search has nothing: "No emails in Spam". */
export function emptyMailboxTitle(location: EmailLocation, q: string): string {
  if (q) return `No emails match “${q}”`;
  if (location.kind === 'label') return `No emails labelled ${labelName(location.label)}`;
  return `No emails in ${folderDisplay[location.folder].label}`;
}
