import { createHash } from 'node:crypto';
import MailComposer from 'nodemailer/lib/mail-composer/index.js';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { createGmailApi, headerOf } from '../../integrations/gmail/gmail-api.ts';
import { createGoogleCalendarApi } from '../../integrations/google-calendar/calendar-api.ts';
import { ProviderApiError } from '../../integrations/http/api-request.ts';
import { addressOfGraphUser, createGraphApi, type GraphFolder } from '../../integrations/microsoft-graph/graph-api.ts';
import type { Clock } from '../../platform/clock.ts';
import type { SecretBox } from '../../platform/secret-box.ts';
import {
  type FoundMessage,
  type MailboxClient,
  type MailboxClientFactory,
  MailboxConnectionError,
  type MailboxMessage,
} from './mailbox-client.ts';
import type { MailboxRow } from './mailbox-view.ts';
import { readGmailInbound, readGraphInbound } from './provider-inbound.ts';
import { createProviderTokenKeeper, type ProviderTokenKeeper, providerOfMailbox } from './provider-token-keeper.ts';
import { createProviderOAuth, type ProviderOAuth, providerLabels } from './provider-tokens.ts';

/**
 * Mailbox clients for connected Gmail (the Gmail API) and Microsoft 365 / Outlook (Microsoft Graph)
 * entries, and for Google and Microsoft calendars (which only verify). Each call takes a live access
 * token from the token keeper; an API that refuses the token (401) gets one renewed token, and a
 * second refusal marks the entry broken.
 */

/** The header that carries a warm-up message's token. */
const warmupHeader = 'X-Leadpilot-Warmup';

export interface ProviderMailboxClientDependencies {
  db: Database;
  clock: Clock;
  config: Config;
  secretBox: SecretBox;
  /** Shared with the consent flow when given; otherwise made from `config`. */
  oauth?: ProviderOAuth;
  tokens?: ProviderTokenKeeper;
}

/** The Message-ID of a message, the same for the same idempotency key: a retried send is recognisable. */
export function messageIdFor(message: Pick<MailboxMessage, 'idempotencyKey' | 'from'>): string {
  const domain = message.from.address.split('@')[1] || 'leadpilot.local';
  const digest = createHash('sha256').update(message.idempotencyKey).digest('hex').slice(0, 32);
  return `<${digest}@${domain}>`;
}

/** The message as RFC 822 bytes, with its Message-ID, threading and extra headers. */
export async function composeRfc822(message: MailboxMessage): Promise<{ raw: Buffer; messageId: string }> {
  const messageId = message.messageId ?? messageIdFor(message);
  const references = message.references ?? message.inReplyTo;
  const composer = new MailComposer({
    from: { name: message.from.name, address: message.from.address },
    to: message.to,
    subject: message.subject,
    html: message.html,
    text: message.text,
    messageId,
    headers: message.headers ?? {},
    ...(message.inReplyTo ? { inReplyTo: message.inReplyTo } : {}),
    ...(references ? { references } : {}),
  });
  const raw = await composer.compile().build();
  return { raw, messageId };
}

/** True when a found message really carries the token (searches match loosely). */
function carriesToken(token: string, subject: string, header: string): boolean {
  return header.trim() === token || subject.includes(token);
}

function isRateLimit(error: ProviderApiError): boolean {
  return error.status === 429 || /ratelimit|quota/i.test(error.reason);
}

/** The action named in a failed send's message; its failures say whether the message may have gone. */
const sendingAction = 'sending a message';

/** A provider API failure in plain words; permanent when only the team can fix it (permission, account). */
function apiFailure(row: MailboxRow, service: string, action: string, error: unknown): MailboxConnectionError {
  if (error instanceof MailboxConnectionError) return error;
  if (!(error instanceof ProviderApiError)) throw error;
  const failure = classifiedApiFailure(row, service, action, error);
  if (action !== sendingAction) return failure;
  // No answer, or the provider's own failure, may still have sent it; any other answer refused it.
  const sendFailure = error.status === 0 || error.status >= 500 ? 'uncertain' : 'not-sent';
  return new MailboxConnectionError(failure.step, failure.message, failure.permanent, sendFailure);
}

function classifiedApiFailure(
  row: MailboxRow,
  service: string,
  action: string,
  error: ProviderApiError,
): MailboxConnectionError {
  if (error.status === 0) {
    const how = error.reason === 'timeout' ? 'did not answer in time' : 'could not be reached';
    return new MailboxConnectionError(
      'api',
      `${service} ${how} while ${action} for ${row.email}. It is tried again shortly.`,
      false,
    );
  }
  if (isRateLimit(error)) {
    return new MailboxConnectionError(
      'api',
      `${service} asked Leadpilot to slow down while ${action} for ${row.email}. It is tried again later.`,
      false,
    );
  }
  if (error.status === 403) {
    return new MailboxConnectionError(
      'api',
      `${service} did not allow ${action} for ${row.email} (${error.reason || 'access denied'}): reconnect it and allow every permission Leadpilot asks for.`,
      true,
    );
  }
  if (error.status >= 500) {
    return new MailboxConnectionError(
      'api',
      `${service} had a problem while ${action} for ${row.email} (HTTP ${error.status}). It is tried again shortly.`,
      false,
    );
  }
  return new MailboxConnectionError(
    'api',
    `${service} refused ${action} for ${row.email}: ${error.message || error.reason || `HTTP ${error.status}`}.`,
    false,
  );
}

export function createProviderMailboxClients(deps: ProviderMailboxClientDependencies): MailboxClientFactory {
  const { config } = deps;
  const oauth = deps.oauth ?? createProviderOAuth(config);
  const tokens = deps.tokens ?? createProviderTokenKeeper({ ...deps, oauth });
  const timeoutMs = config.PROVIDER_API_TIMEOUT_MS;
  const gmail = createGmailApi({ baseUrl: config.GMAIL_API_URL, timeoutMs });
  const graph = createGraphApi({ baseUrl: config.GRAPH_API_URL, timeoutMs });
  const calendar = createGoogleCalendarApi({ baseUrl: config.GOOGLE_CALENDAR_API_URL, timeoutMs });

  /** Runs one API call with a live token; a 401 renews the token once, a second 401 marks the entry broken. */
  function authorised(row: MailboxRow, service: string, action: string) {
    return async <T>(call: (accessToken: string) => Promise<T>): Promise<T> => {
      const token = await tokens.accessTokenFor(row.id);
      try {
        return await call(token);
      } catch (error) {
        if (!(error instanceof ProviderApiError) || error.status !== 401) throw apiFailure(row, service, action, error);
      }
      const renewed = await tokens.accessTokenFor(row.id, { staleToken: token });
      try {
        return await call(renewed);
      } catch (error) {
        if (error instanceof ProviderApiError && error.status === 401) throw await tokens.refuse(row.id);
        throw apiFailure(row, service, action, error);
      }
    };
  }

  function wrongAccount(row: MailboxRow, provider: string, address: string) {
    return new MailboxConnectionError(
      'api',
      `The connected ${provider} account is ${address}, not ${row.email}: reconnect ${row.email}.`,
      true,
    );
  }

  function gmailClient(row: MailboxRow): MailboxClient {
    const as = (action: string) => authorised(row, 'Gmail', action);
    return {
      async send(message) {
        const { raw, messageId } = await composeRfc822(message);
        await as(sendingAction)((token) => gmail.send(token, raw));
        return { messageId };
      },

      async findSent(messageId) {
        const ids = await as('looking up a sent message')((access) =>
          gmail.search(access, `rfc822msgid:${messageId.replace(/[\s"]/g, '')}`, 5),
        );
        return ids.length > 0;
      },

      fetchInbound: (request) => readGmailInbound(gmail, as('reading new mail'), request),

      async findByToken(token) {
        const searching = as('searching the mailbox');
        const ids = await searching((access) =>
          gmail.search(access, `{in:inbox in:spam} "${token.replaceAll('"', '')}"`),
        );
        const found: FoundMessage[] = [];
        for (const id of ids) {
          const message = await searching((access) =>
            gmail.metadata(access, id, ['Subject', 'Message-ID', warmupHeader]),
          );
          const subject = headerOf(message, 'Subject');
          if (!carriesToken(token, subject, headerOf(message, warmupHeader))) continue;
          const folder = message.labelIds.includes('SPAM')
            ? 'spam'
            : message.labelIds.includes('INBOX')
              ? 'inbox'
              : null;
          if (!folder) continue;
          found.push({
            ref: message.id,
            folder,
            messageId: headerOf(message, 'Message-ID'),
            subject,
            seen: !message.labelIds.includes('UNREAD'),
          });
        }
        return found;
      },

      async rescue(message) {
        await as('moving a message to the inbox')((access) =>
          gmail.modify(access, message.ref, {
            addLabelIds: ['INBOX', 'IMPORTANT'],
            removeLabelIds: ['SPAM', 'UNREAD'],
          }),
        );
      },

      async verify() {
        const profile = await as('reading the account')((access) => gmail.profile(access));
        if (profile.emailAddress.toLowerCase() !== row.email) throw wrongAccount(row, 'Google', profile.emailAddress);
      },

      async close() {},
    };
  }

  function graphClient(row: MailboxRow): MailboxClient {
    const as = (action: string) => authorised(row, 'Microsoft Graph', action);
    return {
      async send(message) {
        const { raw, messageId } = await composeRfc822(message);
        await as(sendingAction)((token) => graph.sendMime(token, raw));
        return { messageId };
      },

      async findSent(messageId) {
        const ids = await as('looking up a sent message')((access) => graph.findByInternetMessageId(access, messageId));
        return ids.length > 0;
      },

      fetchInbound: (request) => readGraphInbound(graph, as('reading new mail'), request),

      async findByToken(token) {
        const searching = as('searching the mailbox');
        const found: FoundMessage[] = [];
        const folders: [GraphFolder, FoundMessage['folder']][] = [
          ['inbox', 'inbox'],
          ['junkemail', 'spam'],
        ];
        for (const [graphFolder, folder] of folders) {
          const messages = await searching((access) => graph.search(access, graphFolder, token));
          for (const message of messages) {
            const subject = message.subject ?? '';
            const header =
              message.internetMessageHeaders?.find((entry) => entry.name.toLowerCase() === warmupHeader.toLowerCase())
                ?.value ?? '';
            if (!carriesToken(token, subject, header)) continue;
            found.push({
              ref: message.id,
              folder,
              messageId: message.internetMessageId ?? '',
              subject,
              seen: message.isRead ?? false,
            });
          }
        }
        return found;
      },

      async rescue(message) {
        const moving = as('moving a message to the inbox');
        const id =
          message.folder === 'spam' ? await moving((access) => graph.move(access, message.ref, 'inbox')) : message.ref;
        await moving((access) => graph.update(access, id, { isRead: true, importance: 'high' }));
      },

      async verify() {
        const user = await as('reading the account')((access) => graph.me(access));
        const address = addressOfGraphUser(user);
        if (address !== row.email) throw wrongAccount(row, 'Microsoft', address);
      },

      async close() {},
    };
  }

  function calendarClient(row: MailboxRow): MailboxClient {
    const provider = providerOfMailbox(row);
    const notMail = () =>
      new MailboxConnectionError(
        'api',
        `${row.email} is connected as a calendar, which does not send or read mail. Connect it as a mailbox to send.`,
        false,
      );
    return {
      send: () => Promise.reject(notMail()),
      findByToken: () => Promise.reject(notMail()),
      findSent: () => Promise.reject(notMail()),
      fetchInbound: () => Promise.reject(notMail()),
      rescue: () => Promise.reject(notMail()),
      async verify() {
        if (provider === 'google') {
          await authorised(row, 'Google Calendar', 'reading the calendar')((access) => calendar.primary(access));
        } else {
          await authorised(row, 'Microsoft Graph', 'reading the calendar')((access) => graph.calendar(access));
        }
      },
      async close() {},
    };
  }

  return {
    async clientFor(row) {
      if (row.kind !== 'gmail' && row.kind !== 'microsoft') {
        throw new MailboxConnectionError('api', `${row.email} is not a Gmail or Microsoft entry.`, false);
      }
      if (!oauth.isConfigured(providerOfMailbox(row))) {
        throw new MailboxConnectionError(
          'token',
          `${providerLabels[providerOfMailbox(row)]} is not set up on this server, so ${row.email} cannot be used. Ask an administrator to set it up.`,
          false,
        );
      }
      if (row.mode === 'Calendar') return calendarClient(row);
      return row.kind === 'gmail' ? gmailClient(row) : graphClient(row);
    },
  };
}
