import { Card, Stack, Text, Title } from '@mantine/core';
import { type ReactNode, useId } from 'react';

interface DemoCardProps {
  title: string;
  description?: ReactNode;
  children: ReactNode;
}

/** One example on a UI-kit, extension or form page: a bordered card named by its heading, so it is a region. */
export function DemoCard({ title, description, children }: DemoCardProps) {
  const headingId = useId();
  return (
    <Card withBorder padding="lg" radius="md" component="section" aria-labelledby={headingId}>
      <Stack gap="md">
        <Stack gap={4}>
          <Title order={2} fz="h4" id={headingId}>
            {title}
          </Title>
          {description ? <Text size="sm">{description}</Text> : null}
        </Stack>
        {children}
      </Stack>
    </Card>
  );
}
