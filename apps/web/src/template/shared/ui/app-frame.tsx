import { Box, Card, Drawer, VisuallyHidden } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { ReactNode } from 'react';
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
