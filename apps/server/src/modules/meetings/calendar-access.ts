import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import {
  type CalendarEventInput,
  createGoogleCalendarApi,
  videoLinkOfGoogleEvent,
} from '../../integrations/google-calendar/calendar-api.ts';
import { ProviderApiError } from '../../integrations/http/api-request.ts';
import { createGuardedApiRequest } from '../../integrations/http/guarded-api-request.ts';
import {
  createGraphCalendarApi,
  videoLinkOfGraphEvent,
} from '../../integrations/microsoft-graph/graph-calendar-api.ts';
import type { Clock } from '../../platform/clock.ts';
import type { OutboundGuard } from '../../platform/outbound/outbound-guard.ts';
import type { SecretBox } from '../../platform/secret-box.ts';
import {
  createProviderOAuth,
  createProviderTokenKeeper,
  MailboxConnectionError,
  type MailboxRow,
  type ProviderOAuth,
} from '../mailboxes/index.ts';
import type { Interval } from './free-slots.ts';

export type { CalendarEventInput };

/**
 * A host's calendar could not be used just now (the provider did not answer, refused, or the
 * connection is broken). `message` is plain words for the log; `permanent` when only the host
 * can fix it (reconnect, grant a permission), so a retry would not help.
 */
export class CalendarUnavailableError extends Error {
  readonly permanent: boolean;

  constructor(message: string, permanent: boolean, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'CalendarUnavailableError';
    this.permanent = permanent;
  }
}

/** What booking does in one connected calendar. */
export interface HostCalendar {
  /** Busy times between two instants (free/busy), in any order. */
  busyTimes(range: { from: Date; to: Date }): Promise<Interval[]>;
  /** Creates the event (a retry with the same `eventId` finds the first one); answers its id and video link. */
  createEvent(input: CalendarEventInput): Promise<{ eventId: string; videoUrl: string | null }>;
  moveEvent(eventId: string, times: { start: Date; end: Date }): Promise<void>;
  /** Removes the event (Google deletes it, Graph cancels it as its organiser). */
  cancelEvent(eventId: string): Promise<void>;
}

export interface CalendarAccess {
  calendarOf(row: MailboxRow): HostCalendar;
}

function unavailable(row: MailboxRow, service: string, action: string, error: unknown): CalendarUnavailableError {
  if (error instanceof CalendarUnavailableError) return error;
  if (error instanceof MailboxConnectionError) {
    return new CalendarUnavailableError(error.message, error.permanent, { cause: error });
  }
  if (!(error instanceof ProviderApiError)) throw error;
  const permanent = error.status === 403 || error.status === 404;
  const detail = error.status === 0 ? error.reason : `HTTP ${error.status}${error.reason ? ` ${error.reason}` : ''}`;
  return new CalendarUnavailableError(`${service} failed while ${action} for ${row.email} (${detail}).`, permanent, {
    cause: error,
  });
}

/**
 * Google Calendar and Microsoft Graph calls for booking, each with a live access token from the
 * mailboxes' token keeper (a 401 renews it once; a second 401 marks the calendar broken) and through
 * the outbound guard.
 */
export function createCalendarAccess(deps: {
  db: Database;
  clock: Clock;
  config: Config;
  secretBox: SecretBox;
  guard: OutboundGuard;
  oauth?: ProviderOAuth;
}): CalendarAccess {
  const { config } = deps;
  const oauth = deps.oauth ?? createProviderOAuth(config);
  const tokens = createProviderTokenKeeper({ ...deps, oauth });
  const request = createGuardedApiRequest(deps.guard);
  const timeoutMs = config.PROVIDER_API_TIMEOUT_MS;
  const google = createGoogleCalendarApi({ baseUrl: config.GOOGLE_CALENDAR_API_URL, timeoutMs, request });
  const graph = createGraphCalendarApi({ baseUrl: config.GRAPH_API_URL, timeoutMs, request });

  function authorised(row: MailboxRow, service: string, action: string) {
    return async <T>(call: (accessToken: string) => Promise<T>): Promise<T> => {
      try {
        const token = await tokens.accessTokenFor(row.id);
        try {
          return await call(token);
        } catch (error) {
          if (!(error instanceof ProviderApiError) || error.status !== 401) throw error;
        }
        const renewed = await tokens.accessTokenFor(row.id, { staleToken: token });
        try {
          return await call(renewed);
        } catch (error) {
          if (error instanceof ProviderApiError && error.status === 401) throw await tokens.refuse(row.id);
          throw error;
        }
      } catch (error) {
        throw unavailable(row, service, action, error);
      }
    };
  }

  return {
    calendarOf(row) {
      if (row.mode !== 'Calendar' || (row.kind !== 'gmail' && row.kind !== 'microsoft')) {
        throw new CalendarUnavailableError(`${row.email} is not a connected Google or Microsoft calendar.`, true);
      }
      if (row.kind === 'gmail') {
        const as = (action: string) => authorised(row, 'Google Calendar', action);
        return {
          busyTimes: (range) => as('reading free/busy')((token) => google.freeBusy(token, range)),
          async createEvent(input) {
            const event = await as('adding the meeting')((token) => google.insertEvent(token, input));
            return { eventId: event.id, videoUrl: videoLinkOfGoogleEvent(event) };
          },
          async moveEvent(eventId, times) {
            await as('moving the meeting')((token) => google.moveEvent(token, eventId, times));
          },
          cancelEvent: (eventId) => as('removing the meeting')((token) => google.deleteEvent(token, eventId)),
        };
      }
      const as = (action: string) => authorised(row, 'Microsoft Graph', action);
      return {
        busyTimes: (range) => as('reading free/busy')((token) => graph.schedule(token, row.email, range)),
        async createEvent(input) {
          const event = await as('adding the meeting')((token) => graph.createEvent(token, input));
          return { eventId: event.id, videoUrl: videoLinkOfGraphEvent(event) };
        },
        async moveEvent(eventId, times) {
          await as('moving the meeting')((token) => graph.moveEvent(token, eventId, times));
        },
        cancelEvent: (eventId) =>
          as('cancelling the meeting')((token) => graph.cancelEvent(token, eventId, 'The meeting was cancelled.')),
      };
    },
  };
}
