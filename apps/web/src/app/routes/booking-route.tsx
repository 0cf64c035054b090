import { useParams, useSearchParams } from 'react-router';
import { BookingPage } from '../../features/meetings/components/booking-page.tsx';
import { BookingShell } from '../../features/meetings/components/booking-shell.tsx';
import { useDocumentTitle } from '../../shared/hooks/use-document-title.ts';

/** /book/:slug — a public booking page (no sign-in); `?at={ISO instant}` opens it on that time. */
export function BookingRoute() {
  useDocumentTitle('Book a meeting');
  const { slug = '' } = useParams();
  const [searchParams] = useSearchParams();
  return (
    <BookingShell>
      <BookingPage key={slug} slug={slug} requestedAt={searchParams.get('at')} />
    </BookingShell>
  );
}
