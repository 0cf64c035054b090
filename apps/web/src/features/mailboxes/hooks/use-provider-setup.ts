import { type OidcProvider, oidcProviderLabels, oidcProviders } from '@leadpilot/contracts';
import { useUserData } from '../../../session/use-session.ts';
import { useGetSignInProvidersQuery } from '../../../shared/auth/get-sign-in-providers.ts';
import { type ConnectOption, connectOptions } from '../components/connect-options.ts';

const providerOfOption: Partial<Record<ConnectOption['key'], OidcProvider>> = {
  gmail: 'google',
  microsoft: 'microsoft',
};

/**
 * Which Google and Microsoft connections this server has set up (the same clients as sign-in with
 * them): their buttons show only then. Until the answer arrives neither shows. While one is
 * missing, an owner gets one line on what an administrator sets up; everyone else sees nothing.
 */
export function useProviderSetup() {
  const providers = useGetSignInProvidersQuery();
  const user = useUserData();
  const configured = new Set<OidcProvider>(providers.data ?? []);
  const isConfigured = (provider: OidcProvider) => configured.has(provider);
  const missing = providers.isSuccess ? oidcProviders.filter((provider) => !configured.has(provider)) : [];
  const setupNote =
    missing.length > 0 && user?.role === 'owner'
      ? `${missing.map((provider) => oidcProviderLabels[provider]).join(' and ')} connections appear here once an administrator of this Leadpilot server sets ${missing.length > 1 ? 'them' : 'it'} up.`
      : null;
  const options = connectOptions.filter((option) => {
    const provider = providerOfOption[option.key];
    return provider === undefined || isConfigured(provider);
  });
  return { isConfigured, options, setupNote };
}
