import { useParams } from 'react-router';
import { BookingShell } from '../../features/meetings/components/booking-shell.tsx';
import { ManageBookingPage } from '../../features/meetings/components/manage-booking-page.tsx';
import { useDocumentTitle } from '../../shared/hooks/use-document-title.ts';

/** /book/manage/:token — the invitation's reschedule and cancel links (no sign-in; the token is the proof). */
export function ManageBookingRoute() {
  useDocumentTitle('Your meeting');
  const { token = '' } = useParams();
  return (
    <BookingShell>
      <ManageBookingPage key={token} token={token} />
    </BookingShell>
  );
}
