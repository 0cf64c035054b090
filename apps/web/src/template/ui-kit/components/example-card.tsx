import { Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { type ReactNode, useId } from 'react';
import { useDocumentTitle } from '../../../shared/hooks/use-document-title.ts';
import { PageHeader } from '../../../shared/ui/page-header.tsx';
import classes from './kit-page.module.css';

interface ExampleCardProps {
  title: string;
  description?: ReactNode;
  children: ReactNode;
}

/** One example of a UI-kit page: a titled card (a named region) with a line of context and the demo. */
export function ExampleCard({ title, description, children }: ExampleCardProps) {
  const titleId = useId();
  return (
    <Card component="section" aria-labelledby={titleId}>
      <Stack gap="md">
        <Stack gap={4}>
          <Title order={2} fz="lg" id={titleId}>
            {title}
          </Title>
          {description ? <Text size="sm">{description}</Text> : null}
        </Stack>
        {children}
      </Stack>
    </Card>
  );
}

interface ExamplePageProps {
  title: string;
  description: ReactNode;
  /** Two columns of example cards from the medium breakpoint (default), or one. */
  columns?: 1 | 2;
  children: ReactNode;
}

/** The frame of every UI-kit page: document title, page header and a grid of example cards. */
export function ExamplePage({ title, description, columns = 2, children }: ExamplePageProps) {
  useDocumentTitle(title);
  return (
    <Stack gap="lg" className={classes.root}>
      <PageHeader title={title} description={description} />
      <SimpleGrid cols={{ base: 1, md: columns }} spacing="lg" style={{ alignItems: 'start' }}>
        {children}
      </SimpleGrid>
    </Stack>
  );
}
