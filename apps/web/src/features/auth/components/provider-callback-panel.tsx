import { type OidcProvider, oidcProviderLabels, oidcProviders } from '@leadpilot/contracts';
import { Anchor, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { errorMessageOf } from '../../../api/base-query.ts';
import { useIsSignedIn } from '../../../session/use-session.ts';
import { takeProviderSignIn } from '../../../shared/auth/pending-provider-sign-ins.ts';
import { useFinishProviderLinkMutation, useFinishProviderSignInMutation } from '../api/finish-provider-sign-in.ts';

export interface ProviderCallbackParams {
  provider: string;
  code: string | null;
  state: string | null;
  /** The provider's own refusal (`access_denied` when the person cancelled). */
  error: string | null;
  errorDescription: string | null;
}

interface ProviderCallbackPanelProps {
  params: ProviderCallbackParams;
  /** Where to go once finished: home after a sign-in, the profile after a link. */
  onFinished: (intent: 'signin' | 'signup' | 'link') => void;
}

const isProvider = (value: string): value is OidcProvider => (oidcProviders as readonly string[]).includes(value);

function providerRefusal(label: string, error: string, description: string | null) {
  if (error === 'access_denied') return `The ${label} sign-in was cancelled.`;
  return `${label} could not sign you in${description ? `: ${description}` : ` (${error})`}.`;
}

/**
 * `/auth/callback/{provider}`: where Google or Microsoft sends the browser back. Finishes the
 * sign-in, sign-up or link this tab started (and only such one), with a loading state and clear errors.
 */
export function ProviderCallbackPanel({ params, onFinished }: ProviderCallbackPanelProps) {
  const [finishSignIn] = useFinishProviderSignInMutation();
  const [finishLink] = useFinishProviderLinkMutation();
  const isSignedIn = useIsSignedIn();
  const [error, setError] = useState<string | null>(null);
  const [intent, setIntent] = useState<'signin' | 'signup' | 'link'>('signin');
  const hasStarted = useRef(false);
  const label = isProvider(params.provider) ? oidcProviderLabels[params.provider] : 'The provider';

  useEffect(() => {
    // Once per page, also under StrictMode's double effects: the state can be used only once.
    if (hasStarted.current) return;
    hasStarted.current = true;
    void (async () => {
      const { provider, code, state } = params;
      const pending = state ? await takeProviderSignIn(state) : null;
      if (pending) setIntent(pending.intent);
      if (!isProvider(provider)) return setError('This sign-in address names no provider we know.');
      if (params.error) return setError(providerRefusal(label, params.error, params.errorDescription));
      if (!code || !state || !pending || pending.provider !== provider) {
        return setError(
          'This sign-in was not started in this browser tab, or it has already been finished. Start again from the sign-in page.',
        );
      }
      if (pending.intent === 'link') {
        if (!isSignedIn) return setError(`Sign in first, then link ${label} from your profile.`);
        const linked = await finishLink({ provider, body: { code, state } });
        if ('error' in linked) return setError(errorMessageOf(linked.error) ?? `${label} could not be linked.`);
        return onFinished('link');
      }
      const step = pending.intent === 'signup' ? 'signup' : 'validate';
      const result = await finishSignIn({ provider, step, body: { code, state } });
      if ('error' in result) return setError(errorMessageOf(result.error) ?? `${label} sign-in did not work.`);
      onFinished(pending.intent);
    })();
  }, [params, label, isSignedIn, finishLink, finishSignIn, onFinished]);

  if (!error) {
    return (
      <Stack align="center" gap="md" py="xl" aria-busy="true" data-testid="provider-callback-loading">
        <Loader />
        <Text>{intent === 'link' ? `Linking your ${label} account…` : `Signing you in with ${label}…`}</Text>
      </Stack>
    );
  }
  return (
    <Stack gap="md" align="flex-start" data-testid="provider-callback-error">
      <IconAlertCircle size={36} stroke={1.5} aria-hidden color="var(--mantine-color-red-6)" />
      <Title order={1} fz="h2">
        {intent === 'link' ? 'The account was not linked' : 'Sign-in did not work'}
      </Title>
      <Text role="alert">{error}</Text>
      <Group gap="lg">
        <Anchor component={Link} to="/login" fw={600}>
          Back to sign in
        </Anchor>
        {intent === 'signup' ? (
          <Anchor component={Link} to="/register" fw={600}>
            Back to sign-up
          </Anchor>
        ) : null}
        {intent === 'link' && isSignedIn ? (
          <Anchor component={Link} to="/profile" fw={600}>
            Back to your profile
          </Anchor>
        ) : null}
      </Group>
    </Stack>
  );
}
