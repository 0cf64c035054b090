import { ApprovalsPage } from '../../features/autopilot/components/approvals-page.tsx';
import { useDocumentTitle } from '../../shared/hooks/use-document-title.ts';

/** /approvals: the autopilot's approval queue and the kill switch. */
export function ApprovalsRoute() {
  useDocumentTitle('Approvals');
  return <ApprovalsPage />;
}
