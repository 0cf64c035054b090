import { IconCalendarEvent, IconCalendarUser, IconMail, IconUsersGroup } from '@tabler/icons-react';
import { RouteTabsLayout } from '../../../shared/ui/route-tabs-layout.tsx';

const tabs = [
  { path: '/mailboxes', label: 'Email', icon: IconMail },
  { path: '/mailboxes/calendars', label: 'Calendar', icon: IconCalendarEvent },
  // Meeting booking (features/meetings): the meetings booked, and the team booking pages.
  { path: '/mailboxes/bookings', label: 'Bookings', icon: IconCalendarUser },
  { path: '/mailboxes/team-pages', label: 'Team pages', icon: IconUsersGroup },
] as const;

/** Mailboxes: the page title and the spec's two entry modes, Email and Calendar, each a route of its own. */
export function MailboxesLayout() {
  return (
    <RouteTabsLayout
      title="Mailboxes"
      description="The mailboxes your campaigns send from and the calendars prospects book meetings in."
      label="Mailbox kinds"
      tabs={tabs}
    />
  );
}
