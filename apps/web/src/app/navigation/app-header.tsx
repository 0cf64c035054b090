import { Burger, Divider, Group, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useUserData } from '../../session/use-session.ts';
import { BrandLogo } from '../../shared/ui/brand-logo.tsx';
import { ColorSchemeToggle } from './color-scheme-toggle.tsx';
import { UserMenu } from './user-menu.tsx';

interface AppHeaderProps {
  isNavbarOpen: boolean;
  onToggleNavbar: () => void;
}

/** Burger (phones), product mark, organisation name, theme switch and the user menu. */
export function AppHeader({ isNavbarOpen, onToggleNavbar }: AppHeaderProps) {
  const userData = useUserData();
  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap" gap="sm">
      <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
        <Burger
          opened={isNavbarOpen}
          onClick={onToggleNavbar}
          hiddenFrom="sm"
          size="sm"
          aria-label={isNavbarOpen ? 'Close navigation' : 'Open navigation'}
        />
        <Link to="/home" aria-label="Leadpilot home" style={{ color: 'inherit', textDecoration: 'none' }}>
          <BrandLogo size="sm" />
        </Link>
        {userData ? (
          <>
            <Divider orientation="vertical" visibleFrom="xs" my={14} />
            <Text fw={600} size="sm" truncate="end" visibleFrom="xs" data-testid="organisation-name">
              {userData.organisation.name}
            </Text>
          </>
        ) : null}
      </Group>
      <Group gap="xs" wrap="nowrap">
        <ColorSchemeToggle />
        <UserMenu />
      </Group>
    </Group>
  );
}
