import { z } from 'zod';
import type { CalendarEventInput } from '../google-calendar/calendar-api.ts';
import { apiRequest, ProviderApiError } from '../http/api-request.ts';
import type { ApiCall } from '../http/guarded-api-request.ts';

/**
 * The Microsoft Graph calls booking makes in a connected Microsoft 365 / Outlook calendar, in
 * Graph's own shapes: the schedule (free/busy) of the account's default calendar, and the events
 * booking creates, moves and cancels there. Times are sent and read in UTC.
 */
const dateTimeZoneSchema = z.object({ dateTime: z.string(), timeZone: z.string().optional() });
const scheduleSchema = z.object({
  value: z.array(
    z.object({
      scheduleId: z.string().optional(),
      scheduleItems: z
        .array(z.object({ status: z.string(), start: dateTimeZoneSchema, end: dateTimeZoneSchema }))
        .optional(),
      error: z.object({ message: z.string().optional(), responseCode: z.string().optional() }).nullable().optional(),
    }),
  ),
});
const eventSchema = z.object({
  id: z.string(),
  webLink: z.string().nullable().optional(),
  onlineMeeting: z.object({ joinUrl: z.string().nullable().optional() }).nullable().optional(),
  onlineMeetingUrl: z.string().nullable().optional(),
});
export type GraphEvent = z.infer<typeof eventSchema>;

/** Schedule states that keep the time: everything but free and working elsewhere. */
const busyStatuses = new Set(['busy', 'tentative', 'oof']);

function parsed<T>(schema: z.ZodType<T>, value: unknown, what: string): T {
  const result = schema.safeParse(value);
  if (!result.success)
    throw new ProviderApiError(502, 'unexpectedReply', `Microsoft Graph answered ${what} unexpectedly`);
  return result.data;
}

/** Graph's `dateTimeTimeZone` in UTC: "2025-06-03T08:00:00" (no offset, seconds, no fraction). */
function graphTime(at: Date) {
  return { dateTime: at.toISOString().replace(/\.\d{3}Z$/, ''), timeZone: 'UTC' };
}

/** Reads a UTC `dateTimeTimeZone` (Graph writes seven decimals: "2025-06-03T08:00:00.0000000"). */
function instantOf(value: z.infer<typeof dateTimeZoneSchema>): Date {
  if (value.timeZone && value.timeZone !== 'UTC') {
    throw new ProviderApiError(502, 'unexpectedReply', `Microsoft Graph answered in ${value.timeZone}, not UTC`);
  }
  const at = new Date(`${value.dateTime.replace(/(\.\d{3})\d*$/, '$1').replace(/Z$/, '')}Z`);
  if (Number.isNaN(at.getTime())) throw new ProviderApiError(502, 'unexpectedReply', 'Microsoft Graph sent a bad time');
  return at;
}

/** The event's video link: the Teams meeting's join address when it has one. */
export function videoLinkOfGraphEvent(event: GraphEvent): string | null {
  return event.onlineMeeting?.joinUrl ?? event.onlineMeetingUrl ?? null;
}

export function createGraphCalendarApi(options: { baseUrl: string; timeoutMs: number; request?: ApiCall }) {
  const root = options.baseUrl;
  const timeoutMs = options.timeoutMs;
  const call = options.request ?? apiRequest;
  const eventUrl = (id: string) => `${root}/me/events/${encodeURIComponent(id)}`;

  async function create(accessToken: string, input: CalendarEventInput, withVideo: boolean) {
    const body = await call<unknown>({
      method: 'POST',
      url: `${root}/me/events`,
      accessToken,
      json: {
        subject: input.summary,
        body: { contentType: 'text', content: input.description },
        start: graphTime(input.start),
        end: graphTime(input.end),
        // No attendee: Graph would have Outlook mail the prospect an invitation of its own beside
        // Leadpilot's ICS (two, with different UIDs). The event's body names the prospect instead.
        attendees: [],
        // Graph's own duplicate check: the same transaction id again does not add a second event.
        transactionId: input.eventId,
        ...(withVideo ? { isOnlineMeeting: true, onlineMeetingProvider: 'teamsForBusiness' } : {}),
      },
      timeoutMs,
    });
    return parsed(eventSchema, body, 'the event create');
  }

  return {
    /** Busy times of `address`'s calendar between two instants (`POST /me/calendar/getSchedule`). */
    async schedule(accessToken: string, address: string, range: { from: Date; to: Date }) {
      const body = await call<unknown>({
        method: 'POST',
        url: `${root}/me/calendar/getSchedule`,
        accessToken,
        json: {
          schedules: [address],
          startTime: graphTime(range.from),
          endTime: graphTime(range.to),
          availabilityViewInterval: 15,
        },
        timeoutMs,
      });
      const entry = parsed(scheduleSchema, body, 'the schedule request').value[0];
      if (!entry || entry.error) {
        const reason = entry?.error?.responseCode ?? 'noSchedule';
        throw new ProviderApiError(502, reason, `Microsoft Graph could not read the schedule (${reason})`);
      }
      return (entry.scheduleItems ?? [])
        .filter((item) => busyStatuses.has(item.status))
        .map((item) => ({ start: instantOf(item.start), end: instantOf(item.end) }));
    },

    /** Creates the event with the prospect as attendee; a Teams link when asked and the account has Teams. */
    async createEvent(accessToken: string, input: CalendarEventInput): Promise<GraphEvent> {
      if (!input.withVideo) return create(accessToken, input, false);
      try {
        return await create(accessToken, input, true);
      } catch (error) {
        // A personal account has no Teams meetings: the event is still wanted, without a link.
        if (
          error instanceof ProviderApiError &&
          error.status === 400 &&
          /online ?meeting/i.test(`${error.reason} ${error.message}`)
        ) {
          return create(accessToken, input, false);
        }
        throw error;
      }
    },

    /** Moves the event (`PATCH /me/events/{id}` of its start and end). */
    async moveEvent(accessToken: string, eventId: string, times: { start: Date; end: Date }): Promise<GraphEvent> {
      const body = await call<unknown>({
        method: 'PATCH',
        url: eventUrl(eventId),
        accessToken,
        json: { start: graphTime(times.start), end: graphTime(times.end) },
        timeoutMs,
      });
      return parsed(eventSchema, body, 'the event update');
    },

    /** Cancels the event as its organiser (`POST /me/events/{id}/cancel`); one already gone counts as cancelled. */
    async cancelEvent(accessToken: string, eventId: string, comment: string): Promise<void> {
      try {
        await call<unknown>({
          method: 'POST',
          url: `${eventUrl(eventId)}/cancel`,
          accessToken,
          json: { comment },
          timeoutMs,
        });
      } catch (error) {
        if (error instanceof ProviderApiError && (error.status === 404 || error.status === 410)) return;
        throw error;
      }
    },
  };
}
export type GraphCalendarApi = ReturnType<typeof createGraphCalendarApi>;
