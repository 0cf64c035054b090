import { CalendarListPage } from '../../features/mailboxes/components/calendar-list-page.tsx';
import { useDocumentTitle } from '../../shared/hooks/use-document-title.ts';

/** /mailboxes/calendars */
export function CalendarsRoute() {
  useDocumentTitle('Calendars');
  return <CalendarListPage />;
}
