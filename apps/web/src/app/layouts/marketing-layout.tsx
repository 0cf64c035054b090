import { Box, Button, Container, Group, Text } from '@mantine/core';
import { type ReactNode, Suspense } from 'react';
import { Link, Outlet } from 'react-router';
import { useIsSignedIn } from '../../session/use-session.ts';
import { BrandLogo } from '../../shared/ui/brand-logo.tsx';
import { RouteLoading } from '../../shared/ui/route-loading.tsx';
import { ColorSchemeToggle } from '../navigation/color-scheme-toggle.tsx';

/** Full-width public pages (pricing): the brand header with sign-in links, the page, a short footer. */
export function MarketingLayout({ children }: { children?: ReactNode }) {
  const isSignedIn = useIsSignedIn();
  return (
    <Box mih="100vh" style={{ display: 'flex', flexDirection: 'column' }}>
      <a className="skip-link" href="#main-content">
        Skip to content
      </a>
      <Box component="header" style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}>
        <Container size="xl" py="sm">
          <Group justify="space-between" wrap="nowrap" gap="sm">
            <Link to="/pricing" aria-label="Leadpilot pricing" style={{ color: 'inherit', textDecoration: 'none' }}>
              <BrandLogo size="sm" />
            </Link>
            <Group gap={6} wrap="nowrap" component="nav" aria-label="Account">
              <Box visibleFrom="xs">
                <ColorSchemeToggle />
              </Box>
              {isSignedIn ? (
                <Button component={Link} to="/home" size="sm">
                  Open Leadpilot
                </Button>
              ) : (
                <>
                  <Button component={Link} to="/login" variant="subtle" size="sm" px="xs">
                    Sign in
                  </Button>
                  <Button component={Link} to="/register" size="sm" px={{ base: 'sm', xs: 'lg' }}>
                    Create account
                  </Button>
                </>
              )}
            </Group>
          </Group>
        </Container>
      </Box>
      <Box component="main" id="main-content" tabIndex={-1} style={{ flex: 1, outline: 'none' }}>
        <Container size="xl" py={{ base: 'xl', sm: 48 }} px={{ base: 'md', sm: 'lg' }}>
          <Suspense fallback={<RouteLoading />}>{children ?? <Outlet />}</Suspense>
        </Container>
      </Box>
      <Box component="footer" style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}>
        <Container size="xl" py="md">
          <Text size="sm" c="dimmed">
            © Leadpilot · AI-assisted outbound sales
          </Text>
        </Container>
      </Box>
    </Box>
  );
}
