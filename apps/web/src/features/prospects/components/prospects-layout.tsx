import { Stack, Tabs } from '@mantine/core';
import { IconListDetails, IconUserSearch } from '@tabler/icons-react';
import { Suspense } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { RouteLoading } from '../../../app/layouts/route-loading.tsx';
import { PageHeader } from '../../../shared/ui/page-header.tsx';
import { CreditBalanceLink } from './credit-balance-link.tsx';

const sections = [
  { path: '/prospects', label: 'Search', icon: IconUserSearch },
  { path: '/prospects/lists', label: 'Lists', icon: IconListDetails },
] as const;

/** People search: the page title, the balance and the Search / Lists tabs, each a route of its own. */
export function ProspectsLayout() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const active = pathname.startsWith('/prospects/lists') ? '/prospects/lists' : '/prospects';

  return (
    <Stack gap="xl">
      <PageHeader
        title="People search"
        description="Find verified contacts, filter by buying intent and save the people you want to reach to lists."
        actions={<CreditBalanceLink />}
      />
      <Tabs
        value={active}
        onChange={(next) => {
          if (next && next !== pathname) void navigate(next);
        }}
        keepMounted={false}
      >
        <Tabs.List aria-label="People search sections">
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
