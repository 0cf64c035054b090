import { AppShell, Badge, NavLink, ScrollArea, Stack, Text } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { useAppAbility } from '../../session/app-ability.ts';
import { type NavigationSection, navigationSectionLabels, productAreas } from './product-areas.tsx';

const sections: NavigationSection[] = ['workspace', 'account', 'settings', 'platform', 'template'];

function isActivePath(pathname: string, path: string) {
  return pathname === path || pathname.startsWith(`${path}/`);
}

/** The navigation: only the areas the user's abilities allow, grouped by section. */
export function AppNavbar() {
  const ability = useAppAbility();
  const { pathname } = useLocation();
  const allowed = productAreas.filter((area) => ability.can(area.requires.action, area.requires.subject));

  return (
    <AppShell.Section grow component={ScrollArea} px="sm" py="md">
      <nav aria-label="Product areas">
        <Stack gap="lg">
          {sections.map((section) => {
            const items = allowed.filter((area) => area.section === section);
            if (items.length === 0) return null;
            return (
              <Stack key={section} gap={2}>
                <Text size="xs" fw={700} c="dimmed" tt="uppercase" px="sm" mb={4} style={{ letterSpacing: 0.6 }}>
                  {navigationSectionLabels[section]}
                </Text>
                {items.map((area) => {
                  const Icon = area.icon;
                  const isActive = isActivePath(pathname, area.path);
                  return (
                    <NavLink
                      key={area.path}
                      component={Link}
                      to={area.path}
                      label={area.label}
                      active={isActive}
                      aria-current={isActive ? 'page' : undefined}
                      leftSection={<Icon size={18} stroke={1.7} />}
                      rightSection={
                        area.isComingSoon ? (
                          <Badge size="xs" variant="light" color="gray">
                            Soon
                          </Badge>
                        ) : undefined
                      }
                      style={{ borderRadius: 'var(--mantine-radius-md)' }}
                    />
                  );
                })}
              </Stack>
            );
          })}
        </Stack>
      </nav>
    </AppShell.Section>
  );
}
