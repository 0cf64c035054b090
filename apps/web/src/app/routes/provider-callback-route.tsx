import { useCallback, useMemo } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { ProviderCallbackPanel } from '../../features/auth/components/provider-callback-panel.tsx';
import { useDocumentTitle } from '../../shared/hooks/use-document-title.ts';

/** /auth/callback/:provider: Google or Microsoft sends the browser back here after sign-in. */
export function ProviderCallbackRoute() {
  useDocumentTitle('Signing in');
  const { provider = '' } = useParams();
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const params = useMemo(
    () => ({
      provider,
      code: searchParams.get('code'),
      state: searchParams.get('state'),
      error: searchParams.get('error'),
      errorDescription: searchParams.get('error_description'),
    }),
    [provider, searchParams],
  );
  const handleFinished = useCallback(
    (intent: 'signin' | 'signup' | 'link') => navigate(intent === 'link' ? '/profile' : '/home', { replace: true }),
    [navigate],
  );
  return <ProviderCallbackPanel params={params} onFinished={handleFinished} />;
}
