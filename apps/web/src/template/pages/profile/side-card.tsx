import { Card, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A titled card of the profile's side columns. */
export function SideCard({ title, children }: { title: string; children: ReactNode }) {
  const id = `profile-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <Card component="section" aria-labelledby={id}>
      <Title order={2} fz="h5" mb="md" id={id}>
        {title}
      </Title>
      {children}
    </Card>
  );
}
