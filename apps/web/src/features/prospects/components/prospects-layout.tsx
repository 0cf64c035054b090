import { IconListDetails, IconUserSearch } from '@tabler/icons-react';
import { RouteTabsLayout } from '../../../shared/ui/route-tabs-layout.tsx';
import { CreditBalanceLink } from './credit-balance-link.tsx';

const tabs = [
  { path: '/prospects', label: 'Search', icon: IconUserSearch },
  { path: '/prospects/lists', label: 'Lists', icon: IconListDetails },
] as const;

/** People search: the page title, the balance and the Search / Lists tabs, each a route of its own. */
export function ProspectsLayout() {
  return (
    <RouteTabsLayout
      title="People search"
      description="Find verified contacts, filter by buying intent and save the people you want to reach to lists."
      actions={<CreditBalanceLink />}
      label="People search sections"
      tabs={tabs}
    />
  );
}
