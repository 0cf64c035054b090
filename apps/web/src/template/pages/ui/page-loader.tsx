import { Center, Loader } from '@mantine/core';

/** A whole-screen spinner while a chrome-less page or its demo data starts. */
export function PageLoader() {
  return (
    <Center h="100dvh">
      <Loader role="status" aria-label="Loading the page" />
    </Center>
  );
}
