import { useSearchParams } from 'react-router';
import { ResetLinkIncomplete, ResetPasswordForm } from '../../features/auth/components/reset-password-form.tsx';
import { useDocumentTitle } from '../../shared/hooks/use-document-title.ts';

/** /reset-password?token=…: the emailed link; chooses a new password, then back to sign in. */
export function ResetPasswordRoute() {
  useDocumentTitle('Choose a new password');
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  if (token.length < 16) return <ResetLinkIncomplete />;
  return <ResetPasswordForm token={token} />;
}
