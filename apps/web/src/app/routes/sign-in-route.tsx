import { Alert } from '@mantine/core';
import { IconClockExclamation } from '@tabler/icons-react';
import { useSearchParams } from 'react-router';
import { SignInForm } from '../../features/auth/components/sign-in-form.tsx';
import { useIsSignedIn, useSessionEndReason } from '../../session/use-session.ts';
import { useDocumentTitle } from '../../shared/hooks/use-document-title.ts';
import { safeNextPath } from '../guards/safe-next-path.ts';
import { SignedInRedirect } from '../guards/signed-in-redirect.tsx';

/** /login: signs in and continues to `next` (or home); a signed-in visitor goes straight on. */
export function SignInRoute() {
  useDocumentTitle('Sign in');
  const [searchParams] = useSearchParams();
  const isSignedIn = useIsSignedIn();
  const endReason = useSessionEndReason();
  if (isSignedIn) return <SignedInRedirect to={safeNextPath(searchParams.get('next'))} />;
  const notice =
    endReason === 'expired' ? (
      <Alert color="yellow" variant="light" icon={<IconClockExclamation size={18} />} data-testid="session-expired">
        Your session has expired. Sign in again to continue.
      </Alert>
    ) : null;
  return <SignInForm notice={notice} />;
}
