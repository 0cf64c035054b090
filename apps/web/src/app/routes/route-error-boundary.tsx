import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { IconBug } from '@tabler/icons-react';
import { isRouteErrorResponse, useRouteError } from 'react-router';

/** Last resort when a page fails to render or its code fails to load. */
export function RouteErrorBoundary() {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : null;
  return (
    <Center mih="100vh" p="md">
      <Stack align="center" gap="sm" maw={480} ta="center">
        <IconBug size={40} stroke={1.5} aria-hidden />
        <Title order={1} fz="h2">
          Something went wrong
        </Title>
        <Text c="dimmed">
          This page could not be shown. Reloading usually helps; if it keeps happening, tell us what you were doing.
        </Text>
        {detail ? (
          <Text size="sm" c="dimmed">
            {detail}
          </Text>
        ) : null}
        <Button onClick={() => window.location.reload()}>Reload the page</Button>
      </Stack>
    </Center>
  );
}
