import type { OidcProvider } from '@leadpilot/contracts';
import { useCallback, useState } from 'react';
import { errorMessageOf } from '../../api/base-query.ts';
import { rememberProviderSignIn } from './pending-provider-sign-ins.ts';
import { useStartProviderLinkMutation, useStartProviderSignInMutation } from './start-provider-sign-in.ts';

export type ProviderRedirectIntent = 'signin' | 'signup' | 'link';

/** Starts a provider sign-in, sign-up or link and sends the browser to the provider. */
export function useProviderRedirect(options: { onError?: (message: string | null) => void } = {}) {
  const { onError } = options;
  const [startSignIn] = useStartProviderSignInMutation();
  const [startLink] = useStartProviderLinkMutation();
  const [activeProvider, setActiveProvider] = useState<OidcProvider | null>(null);

  const redirect = useCallback(
    async (provider: OidcProvider, intent: ProviderRedirectIntent, organisationName?: string) => {
      setActiveProvider(provider);
      onError?.(null);
      const result =
        intent === 'link'
          ? await startLink(provider)
          : await startSignIn({
              provider,
              body: { intent, ...(organisationName?.trim() ? { organisationName: organisationName.trim() } : {}) },
            });
      if ('error' in result) {
        setActiveProvider(null);
        onError?.(errorMessageOf(result.error));
        return;
      }
      if (!result.data) return;
      await rememberProviderSignIn(result.data.state, provider, result.data.intent);
      // The button keeps spinning while the provider's page loads.
      window.location.assign(result.data.url);
    },
    [startLink, startSignIn, onError],
  );

  return { redirect, activeProvider };
}
