import { ForgotPasswordForm } from '../../features/auth/components/forgot-password-form.tsx';
import { useDocumentTitle } from '../../shared/hooks/use-document-title.ts';

/** /forgot-password: asks for a password reset link by email. */
export function ForgotPasswordRoute() {
  useDocumentTitle('Forgot password');
  return <ForgotPasswordForm />;
}
