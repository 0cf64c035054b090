import { MailboxListPage } from '../../features/mailboxes/components/mailbox-list-page.tsx';
import { useDocumentTitle } from '../../shared/hooks/use-document-title.ts';

/** /mailboxes */
export function MailboxesRoute() {
  useDocumentTitle('Mailboxes');
  return <MailboxListPage />;
}
