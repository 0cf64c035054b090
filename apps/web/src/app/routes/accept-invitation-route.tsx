import { useNavigate, useSearchParams } from 'react-router';
import {
  AcceptInvitationPanel,
  InvitationUnavailable,
} from '../../features/auth/components/accept-invitation-panel.tsx';
import { useDocumentTitle } from '../../shared/hooks/use-document-title.ts';

/** /accept-invitation?token=…: the invited member sets a password and lands on home. */
export function AcceptInvitationRoute() {
  useDocumentTitle('Accept your invitation');
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const token = searchParams.get('token') ?? '';
  if (token.length < 16) {
    return <InvitationUnavailable message="This invitation link is incomplete. Open the link from the email again." />;
  }
  return <AcceptInvitationPanel token={token} onAccepted={() => navigate('/home', { replace: true })} />;
}
