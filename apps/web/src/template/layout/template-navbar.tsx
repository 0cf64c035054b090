import { ActionIcon, Box, Burger, Group, Tooltip } from '@mantine/core';
import { IconMoon, IconSearch, IconSun } from '@tabler/icons-react';
import { useSkin } from '../customizer/use-skin.ts';
import { useTemplateTranslation } from '../i18n/template-i18n.ts';
import { TemplateBrand } from '../navigation/template-brand.tsx';
import { BookmarksBar } from '../search/bookmarks-bar.tsx';
import { commandPalette } from '../search/command-palette.tsx';
import { LanguageMenu } from './language-menu.tsx';
import { TemplateUserMenu } from './template-user-menu.tsx';

interface TemplateNavbarProps {
  /** False on a page without menu: no burger on phones. */
  hasMenu: boolean;
  isVertical: boolean;
  isDrawerOpen: boolean;
  onToggleDrawer: () => void;
}

/** The top bar: burger (phones), brand, bookmarks, search, language, dark mode and the user menu. */
export function TemplateNavbar({ hasMenu, isVertical, isDrawerOpen, onToggleDrawer }: TemplateNavbarProps) {
  const { skin, setSkin } = useSkin();
  const t = useTemplateTranslation();
  const isDark = skin === 'dark';
  const themeLabel = t(isDark ? 'Switch to the light skin' : 'Switch to the dark skin');
  return (
    <Group h="100%" justify="space-between" wrap="nowrap" gap="sm">
      <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
        {hasMenu ? (
          <Burger
            opened={isDrawerOpen}
            onClick={onToggleDrawer}
            hiddenFrom="md"
            size="sm"
            aria-label={t(isDrawerOpen ? 'Close the menu' : 'Open the menu')}
          />
        ) : null}
        {/* The vertical layout shows the brand in its sidebar, except on phones. */}
        <Box hiddenFrom={hasMenu && isVertical ? 'md' : undefined} mr="sm">
          <TemplateBrand isCompactOnPhone />
        </Box>
        <BookmarksBar />
      </Group>
      <Group gap={4} wrap="nowrap">
        <Tooltip label={t('Search (Ctrl+K)')}>
          <ActionIcon variant="subtle" color="gray" size="lg" aria-label={t('Search')} onClick={commandPalette.open}>
            <IconSearch size={20} stroke={1.75} />
          </ActionIcon>
        </Tooltip>
        <LanguageMenu />
        <Tooltip label={themeLabel}>
          <ActionIcon
            variant="subtle"
            color="gray"
            size="lg"
            aria-label={themeLabel}
            onClick={() => setSkin(isDark ? 'light' : 'dark')}
          >
            {isDark ? <IconSun size={20} stroke={1.75} /> : <IconMoon size={20} stroke={1.75} />}
          </ActionIcon>
        </Tooltip>
        <Box ml="xs">
          <TemplateUserMenu />
        </Box>
      </Group>
    </Group>
  );
}
