import { ActionIcon, Box, Card, Drawer, Group, VisuallyHidden } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconMenu2 } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { SearchInput } from '../../../shared/ui/search-input.tsx';
import classes from './app-frame.module.css';

interface AppFrameProps {
  /** The app's name, the page's (visually hidden) main heading. */
  title: string;
  sidebar: ReactNode;
  /** The phone drawer's state: the sidebar sits beside the content from the `md` breakpoint up. */
  isSidebarOpened: boolean;
  onSidebarClose: () => void;
  children: ReactNode;
}

/**
 * The frame of the template's apps (email, chat, to-do, calendar): one card as tall as the
 * window, a sidebar on the left and the app's content filling the rest. On a phone the sidebar
 * becomes a drawer, so the content keeps the whole width.
 */
export function AppFrame({ title, sidebar, isSidebarOpened, onSidebarClose, children }: AppFrameProps) {
  const isWide = useMediaQuery('(min-width: 62em)', true);
  return (
    <Card p={0} className={classes.frame}>
      <VisuallyHidden>
        <h1>{title}</h1>
      </VisuallyHidden>
      {isWide ? (
        <Box component="aside" aria-label={`${title} sidebar`} className={classes.sidebar}>
          {sidebar}
        </Box>
      ) : (
        <Drawer
          opened={isSidebarOpened}
          onClose={onSidebarClose}
          size={280}
          styles={{ body: { padding: 0 } }}
          title={title}
          closeButtonProps={{ 'aria-label': `Close the ${title.toLowerCase()} menu` }}
        >
          <Box component="aside" aria-label={`${title} sidebar`} className={classes.drawerBody}>
            {sidebar}
          </Box>
        </Drawer>
      )}
      <Box className={classes.content}>{children}</Box>
    </Card>
  );
}

interface AppSearchBarProps {
  /** The accessible name of the phone's button that opens the sidebar ("Open the mail folders"). */
  menuLabel: string;
  onOpenSidebar: () => void;
  searchLabel: string;
  placeholder: string;
  search: string;
  onSearchChange: (value: string) => void;
  /** Controls after the search field (a sort select). */
  children?: ReactNode;
}

/** The bar above an app's list: the sidebar's button on a phone, the search field, and any controls. */
export function AppSearchBar({
  menuLabel,
  onOpenSidebar,
  searchLabel,
  placeholder,
  search,
  onSearchChange,
  children,
}: AppSearchBarProps) {
  return (
    <Group
      gap="xs"
      px="md"
      py="sm"
      wrap="nowrap"
      style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}
    >
      <ActionIcon variant="subtle" color="gray" hiddenFrom="md" aria-label={menuLabel} onClick={onOpenSidebar}>
        <IconMenu2 size={20} />
      </ActionIcon>
      <SearchInput
        aria-label={searchLabel}
        placeholder={placeholder}
        variant="unstyled"
        value={search}
        onChange={onSearchChange}
        style={{ flex: 1 }}
      />
      {children}
    </Group>
  );
}
