import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { ConsentCallbackPanel } from '../../features/mailboxes/components/consent-callback-panel.tsx';
import { useDocumentTitle } from '../../shared/hooks/use-document-title.ts';

/** /connect/callback: Google or Microsoft sends the consent tab back here after a mailbox or calendar consent. */
export function ConsentCallbackRoute() {
  useDocumentTitle('Connecting');
  const [searchParams] = useSearchParams();
  const params = useMemo(
    () => ({
      code: searchParams.get('code'),
      state: searchParams.get('state'),
      error: searchParams.get('error'),
      errorDescription: searchParams.get('error_description'),
    }),
    [searchParams],
  );
  return <ConsentCallbackPanel params={params} />;
}
