import { Stack, Tabs } from '@mantine/core';
import { IconChartBar, IconFileInvoice, IconShoppingCart } from '@tabler/icons-react';
import { Suspense } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { RouteLoading } from '../../../app/layouts/route-loading.tsx';
import { PageHeader } from '../../../shared/ui/page-header.tsx';

const sections = [
  { path: '/credits', label: 'Overview', icon: IconChartBar },
  { path: '/credits/plans', label: 'Plans', icon: IconShoppingCart },
  { path: '/credits/invoices', label: 'Invoices', icon: IconFileInvoice },
] as const;

/** Credits & billing: the page title and its three tabs, each a route of its own. */
export function CreditsLayout() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const trimmed = pathname.replace(/\/+$/, '');
  const active = sections.find((section) => section.path === trimmed)?.path ?? '/credits';

  return (
    <Stack gap="xl">
      <PageHeader
        title="Credits & billing"
        description="Credits pay for contact reveals, enrichment and AI work. Buy a plan, see what your team spent and download invoices."
      />
      <Tabs
        value={active}
        onChange={(next) => {
          if (next && next !== active) void navigate(next);
        }}
        keepMounted={false}
      >
        <Tabs.List aria-label="Credits & billing sections">
          {sections.map(({ path, label, icon: Icon }) => (
            <Tabs.Tab key={path} value={path} leftSection={<Icon size={16} aria-hidden />}>
              {label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {sections.map(({ path }) => (
          <Tabs.Panel key={path} value={path} pt="xl">
            {path === active ? (
              <Suspense fallback={<RouteLoading />}>
                <Outlet />
              </Suspense>
            ) : null}
          </Tabs.Panel>
        ))}
      </Tabs>
    </Stack>
  );
}
