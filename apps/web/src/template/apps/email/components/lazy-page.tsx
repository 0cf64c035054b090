import { Center, Loader } from '@mantine/core';
import { type ReactNode, Suspense } from 'react';

/** Waits for a lazily loaded app's code with a spinner where the app will be. */
export function LazyPage({ children }: { children: ReactNode }) {
  return (
    <Suspense
      fallback={
        <Center mih="50vh">
          <Loader role="status" aria-label="Loading page" />
        </Center>
      }
    >
      {children}
    </Suspense>
  );
}
