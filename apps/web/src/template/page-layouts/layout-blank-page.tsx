import { Button, Card, Center, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconArrowLeft, IconLayoutOff } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useDocumentTitle } from '../../shared/hooks/use-document-title.ts';

/** The blank layout: no menu, top bar or footer, as the demo sign-in and misc pages use. */
export function LayoutBlankPage() {
  useDocumentTitle('Layout blank');
  return (
    <Center
      component="main"
      mih="100dvh"
      p="md"
      bg="light-dark(var(--mantine-color-gray-0), var(--mantine-color-dark-8))"
    >
      <Card withBorder padding="xl" radius="md" maw={520} w="100%">
        <Stack align="center" gap="md" ta="center">
          <ThemeIcon size={56} radius="xl" variant="light">
            <IconLayoutOff size={30} aria-hidden />
          </ThemeIcon>
          <Title order={1} fz="h2">
            Layout blank
          </Title>
          <Text c="dimmed">
            A page with no menu, top bar or footer: the frame of the sign-in, error and maintenance pages. Put a route
            in the template's blank routes to use it.
          </Text>
          <Button component={Link} to="/page-layouts/layout-empty" leftSection={<IconArrowLeft size={16} />}>
            Back to the layouts
          </Button>
        </Stack>
      </Card>
    </Center>
  );
}
