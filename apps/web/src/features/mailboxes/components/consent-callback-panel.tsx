import { type ConsentFinishResult, consentCallbackQuerySchema } from '@leadpilot/contracts';
import { Button, Group, Loader, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck, IconMailbox, IconX } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { errorMessageOf } from '../../../api/base-query.ts';
import { useFinishConsentMutation } from '../api/finish-consent.ts';
import { postConsentMessage } from '../hooks/consent-channel.ts';

export interface ConsentCallbackParams {
  code: string | null;
  state: string | null;
  /** The provider's own refusal (`access_denied` when the person cancelled). */
  error: string | null;
  errorDescription: string | null;
}

const purposeLabels: Record<ConsentFinishResult['purpose'], string> = {
  gmail: 'Gmail',
  microsoft: 'Microsoft 365',
  google_calendar: 'Google Calendar',
  microsoft_calendar: 'Microsoft calendar',
  hubspot: 'HubSpot account',
};

/** What was connected: the mailbox's address, or the HubSpot account's domain. */
const connectedName = (result: ConsentFinishResult) =>
  result.purpose === 'hubspot' ? result.hubspot.hubDomain || result.hubspot.hubId : result.mailbox.email;

type Outcome =
  | { kind: 'pending' }
  | { kind: 'connected'; result: ConsentFinishResult }
  | { kind: 'failed'; message: string };

const missingState =
  'This page was opened without what the provider sends back. Start again from Mailboxes with “Connect”.';

/**
 * `/connect/callback`: where Google or Microsoft sends the consent tab back. Finishes the consent
 * with `GET organisation/emailcode` exactly once (it changes state and is never refetched), tells the
 * Leadpilot tab that opened it, and offers to close this tab.
 */
export function ConsentCallbackPanel({ params }: { params: ConsentCallbackParams }) {
  const [finishConsent] = useFinishConsentMutation();
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'pending' });
  const [isCloseRefused, setCloseRefused] = useState(false);
  const hasStarted = useRef(false);

  useEffect(() => {
    // Once per page, also under StrictMode's double effects: a code can be exchanged only once.
    if (hasStarted.current) return;
    hasStarted.current = true;
    const query = consentCallbackQuerySchema.safeParse({
      state: params.state ?? undefined,
      code: params.code ?? undefined,
      error: params.error ?? undefined,
      error_description: params.errorDescription ?? undefined,
    });
    if (!query.success || (!query.data.code && !query.data.error)) {
      setOutcome({ kind: 'failed', message: missingState });
      postConsentMessage({ type: 'consent-finished', ok: false, message: missingState });
      return;
    }
    void (async () => {
      const finished = await finishConsent(query.data);
      if ('data' in finished && finished.data) {
        const result = finished.data;
        setOutcome({ kind: 'connected', result });
        postConsentMessage({
          type: 'consent-finished',
          ok: true,
          purpose: result.purpose,
          mailboxId: result.purpose === 'hubspot' ? '' : result.mailbox.id,
          email: connectedName(result),
        });
        return;
      }
      const message =
        ('error' in finished ? errorMessageOf(finished.error) : null) ?? 'The connection could not be finished.';
      setOutcome({ kind: 'failed', message });
      postConsentMessage({ type: 'consent-finished', ok: false, message });
    })();
  }, [params, finishConsent]);

  const handleClose = () => {
    window.close();
    // Browsers close only tabs a script opened; otherwise say so instead of doing nothing.
    window.setTimeout(() => setCloseRefused(true), 300);
  };

  if (outcome.kind === 'pending') {
    return (
      <Stack align="center" gap="md" py="xl" aria-busy="true" data-testid="consent-callback-loading">
        <Loader />
        <Text>Finishing the connection…</Text>
      </Stack>
    );
  }

  const isHubspot = outcome.kind === 'connected' && outcome.result.purpose === 'hubspot';
  const isCalendar =
    outcome.kind === 'connected' &&
    (outcome.result.purpose === 'google_calendar' || outcome.result.purpose === 'microsoft_calendar');
  return (
    <Stack gap="md" align="flex-start" data-testid={`consent-callback-${outcome.kind}`}>
      {outcome.kind === 'connected' ? (
        <ThemeIcon size={48} radius={48} variant="light" color="green" aria-hidden>
          <IconCircleCheck size={28} />
        </ThemeIcon>
      ) : (
        <ThemeIcon size={48} radius={48} variant="light" color="red" aria-hidden>
          <IconAlertCircle size={28} />
        </ThemeIcon>
      )}
      <Title order={1} fz="h2">
        {outcome.kind === 'connected' ? 'Connected' : 'The connection did not work'}
      </Title>
      {outcome.kind === 'connected' ? (
        <Text role="status">
          {purposeLabels[outcome.result.purpose]}{' '}
          <Text span fw={600}>
            {connectedName(outcome.result)}
          </Text>{' '}
          is connected — you can close this tab.
        </Text>
      ) : (
        <Text role="alert">{outcome.message}</Text>
      )}
      <Group gap="sm">
        <Button variant="light" leftSection={<IconX size={16} aria-hidden />} onClick={handleClose}>
          Close tab
        </Button>
        <Button
          component={Link}
          to={isHubspot ? '/settings/integrations' : isCalendar ? '/mailboxes/calendars' : '/mailboxes'}
          variant="default"
          leftSection={<IconMailbox size={16} aria-hidden />}
        >
          {isHubspot ? 'Go to integrations' : 'Go to mailboxes'}
        </Button>
      </Group>
      {isCloseRefused ? (
        <Text size="sm" c="dimmed">
          This browser keeps the tab open; close it yourself, or go to your mailboxes here.
        </Text>
      ) : null}
    </Stack>
  );
}
