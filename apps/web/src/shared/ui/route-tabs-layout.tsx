import { Stack, Tabs } from '@mantine/core';
import { type ComponentType, type ReactNode, Suspense } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { PageHeader } from './page-header.tsx';
import { RouteLoading } from './route-loading.tsx';

export interface RouteTab {
  path: string;
  label: string;
  icon: ComponentType<{ size?: number | string; 'aria-hidden'?: boolean }>;
}

interface RouteTabsLayoutProps {
  title: string;
  description: string;
  actions?: ReactNode;
  /** The accessible name of the tab list. */
  label: string;
  /** The first tab is the section's index route; a deeper path belongs to the longest tab path it starts with. */
  tabs: readonly RouteTab[];
}

/** A product area with a page header and tabs that are routes of their own (the page below is the `<Outlet />`). */
export function RouteTabsLayout({ title, description, actions, label, tabs }: RouteTabsLayoutProps) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const trimmed = pathname.replace(/\/+$/, '');
  const active =
    [...tabs]
      .sort((a, b) => b.path.length - a.path.length)
      .find((tab) => trimmed === tab.path || trimmed.startsWith(`${tab.path}/`))?.path ??
    tabs[0]?.path ??
    trimmed;

  return (
    <Stack gap="xl">
      <PageHeader title={title} description={description} actions={actions} />
      <Tabs
        value={active}
        onChange={(next) => {
          if (next && next !== active) void navigate(next);
        }}
        keepMounted={false}
      >
        <Tabs.List aria-label={label}>
          {tabs.map(({ path, label: tabLabel, icon: Icon }) => (
            <Tabs.Tab key={path} value={path} leftSection={<Icon size={16} aria-hidden />}>
              {tabLabel}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {tabs.map(({ path }) => (
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
