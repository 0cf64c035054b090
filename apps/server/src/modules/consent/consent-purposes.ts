import type { CalendarProvider, OidcProvider } from '@leadpilot/contracts';
import type { ConsentPurpose } from './consent-states.ts';

/** What each consent purpose asks of its provider, the entry it makes, and refusals in plain words. */
export interface PurposeSettings {
  provider: OidcProvider;
  label: string;
  mode: 'Email' | 'Calendar';
  kind: 'gmail' | 'microsoft';
  scopes: string[];
  extra: Record<string, string>;
}

const googleOffline = { access_type: 'offline', prompt: 'consent', include_granted_scopes: 'true' };

export const consentPurposes: Record<ConsentPurpose, PurposeSettings> = {
  gmail: {
    provider: 'google',
    label: 'Gmail',
    mode: 'Email',
    kind: 'gmail',
    scopes: [
      'openid',
      'email',
      'profile',
      'https://www.googleapis.com/auth/gmail.send',
      'https://www.googleapis.com/auth/gmail.modify',
    ],
    extra: googleOffline,
  },
  microsoft: {
    provider: 'microsoft',
    label: 'Microsoft 365 / Outlook',
    mode: 'Email',
    kind: 'microsoft',
    scopes: ['openid', 'email', 'profile', 'offline_access', 'Mail.Send', 'Mail.ReadWrite', 'User.Read'],
    extra: { prompt: 'select_account' },
  },
  google_calendar: {
    provider: 'google',
    label: 'Google Calendar',
    mode: 'Calendar',
    kind: 'gmail',
    scopes: [
      'openid',
      'email',
      'profile',
      'https://www.googleapis.com/auth/calendar.events',
      'https://www.googleapis.com/auth/calendar.readonly',
    ],
    extra: googleOffline,
  },
  microsoft_calendar: {
    provider: 'microsoft',
    label: 'Microsoft calendar',
    mode: 'Calendar',
    kind: 'microsoft',
    scopes: ['openid', 'email', 'profile', 'offline_access', 'Calendars.ReadWrite', 'User.Read'],
    extra: { prompt: 'select_account' },
  },
};

export const calendarPurposes: Record<CalendarProvider, ConsentPurpose> = {
  google: 'google_calendar',
  microsoft: 'microsoft_calendar',
};

export const restart = 'Start again from Mailboxes.';

/** An OAuth error code from the provider in plain words. */
export function providerRefusal(label: string, error: string, description: string | undefined): string {
  if (error === 'access_denied' || error === 'consent_required' || error === 'interaction_required') {
    return `${label} was not connected: the access Leadpilot asks for was declined. Start again from Mailboxes and allow it.`;
  }
  if (error === 'unauthorized_client' || error === 'invalid_client') {
    return `${label} refused Leadpilot's app (${error}): an administrator checks its client id, secret and redirect address.`;
  }
  // The provider's own words, shortened and without control characters.
  const detail = (description ?? '')
    .replace(/\p{Cc}+/gu, ' ')
    .trim()
    .slice(0, 200);
  return `${label} was not connected (${error}${detail ? `: ${detail}` : ''}). ${restart}`;
}

/** Why a connection cannot start: in the product's words, never the name of a server setting. */
export function notSetUp(label: string, provider: OidcProvider) {
  const company = provider === 'google' ? 'Google' : 'Microsoft';
  return `${label} is not set up on this server: an administrator of this Leadpilot server connects it to ${company} first.`;
}

/** The booking page address made from a name: lower-case words joined by dashes. */
export function slugOf(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 50)
    .replace(/-+$/g, '');
}
