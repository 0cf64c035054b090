import { SimpleGrid, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { useDocumentTitle } from '../../../shared/hooks/use-document-title.ts';
import { PageHeader } from '../../../shared/ui/page-header.tsx';

interface FormPageProps {
  title: string;
  description: ReactNode;
  /** Two columns of cards from the `md` breakpoint; one on a phone. */
  columns?: 1 | 2;
  children: ReactNode;
}

/** The frame of a form page: the header, then its example cards in a grid. */
export function FormPage({ title, description, columns = 2, children }: FormPageProps) {
  useDocumentTitle(title);
  return (
    <Stack gap="lg">
      <PageHeader title={title} description={description} />
      <SimpleGrid cols={{ base: 1, md: columns }} spacing="lg" style={{ alignItems: 'start' }}>
        {children}
      </SimpleGrid>
    </Stack>
  );
}
