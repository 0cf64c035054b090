import { Center, Loader } from '@mantine/core';
import { Navigate } from 'react-router';

/**
 * A signed-in visitor of a sign-in or sign-up page goes on to `to`; while that page's code loads (the
 * first signed-in page also loads the app's route tables), the card shows a spinner, not nothing.
 */
export function SignedInRedirect({ to }: { to: string }) {
  return (
    <>
      <Navigate to={to} replace />
      <Center mih={120}>
        <Loader role="status" aria-label="Opening your workspace" />
      </Center>
    </>
  );
}
