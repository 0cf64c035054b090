import { api } from '../../../api/api-slice.ts';

/** The shared API with the mailbox feature's cache tags: one entry (`Mailbox`) and every list (`MailboxList`). */
export const mailboxesApi = api.enhanceEndpoints({ addTagTypes: ['Mailbox', 'MailboxList'] });

/** Tags a write to one mailbox refreshes: its own view and every list it may appear in. */
export function mailboxTags(id: string) {
  return [{ type: 'Mailbox' as const, id }, 'MailboxList' as const];
}
