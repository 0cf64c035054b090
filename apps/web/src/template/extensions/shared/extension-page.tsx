import { SimpleGrid, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { useDocumentTitle } from '../../../shared/hooks/use-document-title.ts';
import { PageHeader } from '../../../shared/ui/page-header.tsx';

interface ExtensionPageProps {
  title: string;
  description: ReactNode;
  actions?: ReactNode;
  /** Cards side by side from this many columns on a wide screen (one on a phone). */
  columns?: 1 | 2 | 3;
  children: ReactNode;
}

/** The frame every extension page shares: its title in the tab, the page header, then its example cards. */
export function ExtensionPage({ title, description, actions, columns = 2, children }: ExtensionPageProps) {
  useDocumentTitle(title);
  return (
    <Stack gap="lg">
      <PageHeader title={title} description={description} actions={actions} />
      <SimpleGrid cols={{ base: 1, md: columns }} spacing="lg" style={{ alignItems: 'start' }}>
        {children}
      </SimpleGrid>
    </Stack>
  );
}
