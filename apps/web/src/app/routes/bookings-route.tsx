import { BookingsPage } from '../../features/meetings/components/bookings-page.tsx';
import { useDocumentTitle } from '../../shared/hooks/use-document-title.ts';

/** /mailboxes/bookings */
export function BookingsRoute() {
  useDocumentTitle('Bookings');
  return <BookingsPage />;
}
