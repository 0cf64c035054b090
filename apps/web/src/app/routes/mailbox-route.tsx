import { idSchema } from '@leadpilot/contracts';
import { useParams } from 'react-router';
import { MailboxDetailPage } from '../../features/mailboxes/components/mailbox-detail-page.tsx';
import { MailboxNotFound } from '../../features/mailboxes/components/mailbox-not-found.tsx';

/** /mailboxes/:id */
export function MailboxRoute() {
  const { id } = useParams();
  const mailboxId = idSchema.safeParse(id);
  if (!mailboxId.success) return <MailboxNotFound />;
  return <MailboxDetailPage key={mailboxId.data} mailboxId={mailboxId.data} />;
}
