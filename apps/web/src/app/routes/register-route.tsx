import { Navigate } from 'react-router';
import { RegisterForm } from '../../features/auth/components/register-form.tsx';
import { useIsSignedIn } from '../../session/use-session.ts';
import { useDocumentTitle } from '../../shared/hooks/use-document-title.ts';

/** /register: creates an organisation and lands on home. */
export function RegisterRoute() {
  useDocumentTitle('Create your workspace');
  const isSignedIn = useIsSignedIn();
  if (isSignedIn) return <Navigate to="/home" replace />;
  return <RegisterForm />;
}
