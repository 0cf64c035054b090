import { InboxPage } from '../../features/inbox/components/inbox-page.tsx';
import { useDocumentTitle } from '../../shared/hooks/use-document-title.ts';

/** /inbox and /inbox/:messageId */
export function InboxRoute() {
  useDocumentTitle('Inbox');
  return <InboxPage />;
}
