import { IconCalendarEvent, IconMail } from '@tabler/icons-react';
import { RouteTabsLayout } from '../../../shared/ui/route-tabs-layout.tsx';

const tabs = [
  { path: '/mailboxes', label: 'Email', icon: IconMail },
  { path: '/mailboxes/calendars', label: 'Calendar', icon: IconCalendarEvent },
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
