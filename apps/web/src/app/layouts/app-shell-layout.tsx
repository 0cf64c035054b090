import { AppShell, Box } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { type ReactNode, Suspense, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { RouteLoading } from '../../shared/ui/route-loading.tsx';
import { AppHeader } from '../navigation/app-header.tsx';
import { AppNavbar } from '../navigation/app-navbar.tsx';

/** Signed-in pages: header, navigation (a drawer behind the burger on phones) and the page. */
export function AppShellLayout({ children }: { children?: ReactNode }) {
  const [isNavbarOpen, { toggle: toggleNavbar, close: closeNavbar }] = useDisclosure(false);
  const { pathname } = useLocation();

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every navigation, which `pathname` marks
  useEffect(() => {
    closeNavbar();
    window.scrollTo({ top: 0 });
  }, [pathname, closeNavbar]);

  return (
    <AppShell
      header={{ height: 60 }}
      navbar={{ width: 264, breakpoint: 'sm', collapsed: { mobile: !isNavbarOpen } }}
      padding={{ base: 'md', sm: 'lg', lg: 'xl' }}
    >
      <a className="skip-link" href="#main-content">
        Skip to content
      </a>
      <AppShell.Header>
        <AppHeader isNavbarOpen={isNavbarOpen} onToggleNavbar={toggleNavbar} />
      </AppShell.Header>
      <AppShell.Navbar aria-label="Main navigation">
        <AppNavbar />
      </AppShell.Navbar>
      <AppShell.Main id="main-content" tabIndex={-1} style={{ outline: 'none' }}>
        <Box maw={1280} mx="auto">
          <Suspense fallback={<RouteLoading />}>{children ?? <Outlet />}</Suspense>
        </Box>
      </AppShell.Main>
    </AppShell>
  );
}
