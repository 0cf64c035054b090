import { CommunicationLogPage } from '../../features/admin/components/communication-log-page.tsx';
import { useDocumentTitle } from '../../shared/hooks/use-document-title.ts';

/** /admin/communication (super-admin only) */
export function AdminCommunicationLogRoute() {
  useDocumentTitle('Communication log');
  return <CommunicationLogPage />;
}
