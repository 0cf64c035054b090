import { useParams } from 'react-router';
import { BookingPage } from '../../features/meetings/components/booking-page.tsx';
import { BookingShell } from '../../features/meetings/components/booking-shell.tsx';
import { useDocumentTitle } from '../../shared/hooks/use-document-title.ts';

/** /book/:slug — a public booking page (no sign-in). */
export function BookingRoute() {
  useDocumentTitle('Book a meeting');
  const { slug = '' } = useParams();
  return (
    <BookingShell>
      <BookingPage key={slug} slug={slug} />
    </BookingShell>
  );
}
