import { Card, Group, Stack, Title } from '@mantine/core';
import { type ReactNode, useId } from 'react';

interface SectionCardProps {
  title: string;
  /** Beside the title: a badge or an action. */
  aside?: ReactNode;
  children: ReactNode;
}

/** A titled card of a detail page (a person, a mailbox); its heading names the section for assistive technology. */
export function SectionCard({ title, aside, children }: SectionCardProps) {
  const headingId = useId();
  return (
    <Card component="section" aria-labelledby={headingId}>
      <Stack gap="md">
        <Group justify="space-between" align="center" gap="sm" wrap="wrap">
          <Title order={2} fz="h4" id={headingId}>
            {title}
          </Title>
          {aside}
        </Group>
        {children}
      </Stack>
    </Card>
  );
}
