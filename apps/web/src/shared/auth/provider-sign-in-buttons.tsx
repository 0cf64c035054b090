import { type OidcProvider, oidcProviderLabels } from '@leadpilot/contracts';
import { Button, Divider, Stack } from '@mantine/core';
import { IconBrandGoogle, IconBrandWindows } from '@tabler/icons-react';
import { useIsHydrated } from '../hooks/use-prerendered-form.ts';
import { useGetSignInProvidersQuery } from './get-sign-in-providers.ts';
import { useProviderRedirect } from './use-provider-redirect.ts';

export const providerIcons: Record<OidcProvider, typeof IconBrandGoogle> = {
  google: IconBrandGoogle,
  microsoft: IconBrandWindows,
};

interface ProviderSignInButtonsProps {
  intent: 'signin' | 'signup';
  /** Read when a sign-up starts: the organisation the form names, if any. */
  organisationName?: () => string;
  onError?: (message: string | null) => void;
}

/** "Continue with Google" and "Continue with Microsoft", shown only for the providers the server has set up. */
export function ProviderSignInButtons({ intent, organisationName, onError }: ProviderSignInButtonsProps) {
  const { data: providers = [] } = useGetSignInProvidersQuery();
  const { redirect, activeProvider } = useProviderRedirect({ onError });
  // On a pre-rendered page the buttons wait for the script: a press before would do nothing.
  const isReady = useIsHydrated();
  if (providers.length === 0) return null;
  return (
    <Stack gap="sm" data-testid="provider-sign-in">
      <Divider label="or" labelPosition="center" />
      {providers.map((provider) => {
        const Icon = providerIcons[provider];
        return (
          <Button
            key={provider}
            variant="default"
            size="md"
            fullWidth
            leftSection={<Icon size={18} aria-hidden />}
            loading={activeProvider === provider}
            disabled={!isReady || (activeProvider !== null && activeProvider !== provider)}
            onClick={() => void redirect(provider, intent, organisationName?.())}
          >
            Continue with {oidcProviderLabels[provider]}
          </Button>
        );
      })}
    </Stack>
  );
}
