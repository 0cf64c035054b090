import { RegisterForm } from '../../features/auth/components/register-form.tsx';
import { useIsSignedIn } from '../../session/use-session.ts';
import { useDocumentTitle } from '../../shared/hooks/use-document-title.ts';
import { SignedInRedirect } from '../guards/signed-in-redirect.tsx';

/** /register: creates an organisation and lands on home. */
export function RegisterRoute() {
  useDocumentTitle('Create your workspace');
  const isSignedIn = useIsSignedIn();
  if (isSignedIn) return <SignedInRedirect to="/home" />;
  return <RegisterForm />;
}
