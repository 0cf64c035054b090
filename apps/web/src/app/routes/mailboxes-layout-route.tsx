import { MailboxesLayout } from '../../features/mailboxes/components/mailboxes-layout.tsx';

/** /mailboxes/* : the Mailboxes header and its Email / Calendar tabs. */
export function MailboxesLayoutRoute() {
  return <MailboxesLayout />;
}
