import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { clearSession } from '../../session/session-storage.ts';
import { useSignOutMutation } from './sign-out.ts';

/** Signs out on the server, then forgets the session in this browser even if the call failed. */
export function useSignOut() {
  const [requestSignOut, { isLoading }] = useSignOutMutation();
  const navigate = useNavigate();
  const signOut = useCallback(
    async ({ everywhere }: { everywhere: boolean }) => {
      await requestSignOut({ everywhere });
      clearSession('signed-out');
      navigate('/login', { replace: true });
    },
    [requestSignOut, navigate],
  );
  return { signOut, isSigningOut: isLoading };
}
