import { UpcomingEmailsPage } from '../../features/communication/components/upcoming-emails-page.tsx';
import { useDocumentTitle } from '../../shared/hooks/use-document-title.ts';

/** /campaigns/upcoming */
export function UpcomingEmailsRoute() {
  useDocumentTitle('Upcoming emails');
  return <UpcomingEmailsPage />;
}
