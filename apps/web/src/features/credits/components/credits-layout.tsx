import { IconChartBar, IconFileInvoice, IconShoppingCart } from '@tabler/icons-react';
import { RouteTabsLayout } from '../../../shared/ui/route-tabs-layout.tsx';

const tabs = [
  { path: '/credits', label: 'Overview', icon: IconChartBar },
  { path: '/credits/plans', label: 'Plans', icon: IconShoppingCart },
  { path: '/credits/invoices', label: 'Invoices', icon: IconFileInvoice },
] as const;

/** Credits & billing: the page title and its three tabs, each a route of its own. */
export function CreditsLayout() {
  return (
    <RouteTabsLayout
      title="Credits & billing"
      description="Credits pay for contact reveals, enrichment and AI work. Buy a plan, see what your team spent and download invoices."
      label="Credits & billing sections"
      tabs={tabs}
    />
  );
}
