import { Center, Loader } from '@mantine/core';

/** Shown while a page's code loads. */
export function RouteLoading() {
  return (
    <Center mih="40vh">
      <Loader size="md" role="status" aria-label="Loading page" />
    </Center>
  );
}
