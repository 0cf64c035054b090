import { Badge, Box, Button, ColorSwatch, NavLink, ScrollArea, Stack, Text, VisuallyHidden } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { EmailsMeta } from '../../../mocks/types.ts';
import { type EmailLocation, emailLabels, emailLocationPath, emailMailboxes } from '../email-location.ts';
import { folderDisplay, labelColors, labelName } from './email-mailboxes.ts';

interface EmailSidebarProps {
  location: EmailLocation;
  meta: EmailsMeta | undefined;
  onCompose: () => void;
  onNavigate: () => void;
}

/** Compose, the folders with their unread or draft counts, and the labels. */
export function EmailSidebar({ location, meta, onCompose, onNavigate }: EmailSidebarProps) {
  const counts: Partial<Record<string, { value: number; color: string }>> = meta
    ? {
        inbox: { value: meta.inbox, color: 'indigo' },
        draft: { value: meta.draft, color: 'orange' },
        spam: { value: meta.spam, color: 'red' },
      }
    : {};
  return (
    <>
      <Box p="md">
        <Button fullWidth leftSection={<IconPencil size={16} />} onClick={onCompose}>
          Compose
        </Button>
      </Box>
      <ScrollArea style={{ flex: 1 }} px="xs" pb="md">
        <Stack gap={2} component="nav" aria-label="Folders">
          {emailMailboxes.map((folder) => {
            const { label, icon: Icon } = folderDisplay[folder];
            const count = counts[folder];
            const isActive = location.kind === 'folder' && location.folder === folder;
            return (
              <NavLink
                key={folder}
                component={Link}
                to={emailLocationPath({ kind: 'folder', folder })}
                onClick={onNavigate}
                active={isActive}
                aria-current={isActive ? 'page' : undefined}
                label={label}
                leftSection={<Icon size={18} aria-hidden />}
                rightSection={
                  count && count.value > 0 ? (
                    <Badge size="sm" variant="light" color={count.color}>
                      {count.value}
                      <VisuallyHidden>{folder === 'draft' ? ' drafts' : ' unread'}</VisuallyHidden>
                    </Badge>
                  ) : undefined
                }
                styles={{ root: { borderRadius: 'var(--mantine-radius-md)' } }}
              />
            );
          })}
        </Stack>
        <Text size="xs" fw={600} c="dimmed" tt="uppercase" px="sm" mt="lg" mb="xs">
          Labels
        </Text>
        <Stack gap={2} component="nav" aria-label="Labels">
          {emailLabels.map((label) => {
            const isActive = location.kind === 'label' && location.label === label;
            return (
              <NavLink
                key={label}
                component={Link}
                to={emailLocationPath({ kind: 'label', label })}
                onClick={onNavigate}
                active={isActive}
                aria-current={isActive ? 'page' : undefined}
                label={labelName(label)}
                leftSection={
                  <ColorSwatch size={10} color={`var(--mantine-color-${labelColors[label]}-6)`} aria-hidden />
                }
                styles={{ root: { borderRadius: 'var(--mantine-radius-md)' } }}
              />
            );
          })}
        </Stack>
      </ScrollArea>
    </>
  );
}
