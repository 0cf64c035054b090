import { z } from 'zod';
import { apiRequest, ProviderApiError } from '../http/api-request.ts';
import type { ApiCall } from '../http/guarded-api-request.ts';

/**
 * The Google Calendar API calls a connected Google calendar needs, in the API's own shapes: the
 * primary calendar, its free/busy, and the events booking creates, moves and deletes there.
 */
const calendarSchema = z.object({ id: z.string(), summary: z.string().optional(), timeZone: z.string().optional() });
const freeBusySchema = z.object({
  calendars: z.record(
    z.string(),
    z.object({
      busy: z.array(z.object({ start: z.string(), end: z.string() })).default([]),
      errors: z.array(z.object({ domain: z.string().optional(), reason: z.string() })).optional(),
    }),
  ),
});
const eventSchema = z.object({
  id: z.string(),
  status: z.string().optional(),
  htmlLink: z.string().optional(),
  hangoutLink: z.string().optional(),
  conferenceData: z
    .object({ entryPoints: z.array(z.object({ entryPointType: z.string(), uri: z.string() })).optional() })
    .optional(),
});
export type GoogleCalendarEvent = z.infer<typeof eventSchema>;

/** What booking writes into the host's calendar. */
export interface CalendarEventInput {
  /** Our id for the event (Google: 5–1024 characters of base32hex, a–v and 0–9), so a retried insert is recognised. */
  eventId: string;
  summary: string;
  description: string;
  start: Date;
  end: Date;
  attendee: { email: string; name: string };
  /** Ask for a video call (Google Meet) with the event. */
  withVideo: boolean;
}

function parsed<T>(schema: z.ZodType<T>, value: unknown, what: string): T {
  const result = schema.safeParse(value);
  if (!result.success)
    throw new ProviderApiError(502, 'unexpectedReply', `Google Calendar answered ${what} unexpectedly`);
  return result.data;
}

/** The event's video link: the Meet link, or the conference's video entry point. */
export function videoLinkOfGoogleEvent(event: GoogleCalendarEvent): string | null {
  const entry = event.conferenceData?.entryPoints?.find((point) => point.entryPointType === 'video');
  return event.hangoutLink ?? entry?.uri ?? null;
}

export function createGoogleCalendarApi(options: { baseUrl: string; timeoutMs: number; request?: ApiCall }) {
  const { baseUrl, timeoutMs } = options;
  const call = options.request ?? apiRequest;
  const events = `${baseUrl}/calendars/primary/events`;
  // Leadpilot mails its own invitation (ICS), so Google is asked not to send one too.
  const quiet = 'sendUpdates=none';

  return {
    /** The account's primary calendar (calendars.get). */
    async primary(accessToken: string) {
      const body = await call<unknown>({ url: `${baseUrl}/calendars/primary`, accessToken, timeoutMs });
      return parsed(calendarSchema, body, 'the calendar request');
    },

    /** Busy times of the primary calendar between two instants (freeBusy.query), in UTC. */
    async freeBusy(accessToken: string, range: { from: Date; to: Date }): Promise<{ start: Date; end: Date }[]> {
      const body = await call<unknown>({
        method: 'POST',
        url: `${baseUrl}/freeBusy`,
        accessToken,
        json: {
          timeMin: range.from.toISOString(),
          timeMax: range.to.toISOString(),
          timeZone: 'UTC',
          items: [{ id: 'primary' }],
        },
        timeoutMs,
      });
      const primary = parsed(freeBusySchema, body, 'the free/busy request').calendars.primary;
      if (!primary) throw new ProviderApiError(502, 'unexpectedReply', 'Google Calendar left out the primary calendar');
      const error = primary.errors?.[0];
      if (error)
        throw new ProviderApiError(502, error.reason, `Google Calendar could not read free/busy (${error.reason})`);
      return primary.busy.map((busy) => ({ start: new Date(busy.start), end: new Date(busy.end) }));
    },

    /** Inserts the event (events.insert); the same `eventId` again answers the event already there. */
    async insertEvent(accessToken: string, input: CalendarEventInput): Promise<GoogleCalendarEvent> {
      const json = {
        id: input.eventId,
        summary: input.summary,
        description: input.description,
        start: { dateTime: input.start.toISOString() },
        end: { dateTime: input.end.toISOString() },
        attendees: [{ email: input.attendee.email, displayName: input.attendee.name }],
        ...(input.withVideo
          ? {
              conferenceData: {
                createRequest: { requestId: input.eventId, conferenceSolutionKey: { type: 'hangoutsMeet' } },
              },
            }
          : {}),
      };
      try {
        const body = await call<unknown>({
          method: 'POST',
          url: `${events}?conferenceDataVersion=1&${quiet}`,
          accessToken,
          json,
          timeoutMs,
        });
        return parsed(eventSchema, body, 'the event insert');
      } catch (error) {
        // 409 duplicate: an earlier try created it before its answer was lost.
        if (!(error instanceof ProviderApiError) || error.status !== 409) throw error;
        const body = await call<unknown>({
          url: `${events}/${encodeURIComponent(input.eventId)}`,
          accessToken,
          timeoutMs,
        });
        return parsed(eventSchema, body, 'the event request');
      }
    },

    /** Moves the event (events.patch of its start and end). */
    async moveEvent(accessToken: string, eventId: string, times: { start: Date; end: Date }) {
      const body = await call<unknown>({
        method: 'PATCH',
        url: `${events}/${encodeURIComponent(eventId)}?${quiet}`,
        accessToken,
        json: { start: { dateTime: times.start.toISOString() }, end: { dateTime: times.end.toISOString() } },
        timeoutMs,
      });
      return parsed(eventSchema, body, 'the event update');
    },

    /** Deletes the event (events.delete); one already gone (404, 410) counts as deleted. */
    async deleteEvent(accessToken: string, eventId: string): Promise<void> {
      try {
        await call<unknown>({
          method: 'DELETE',
          url: `${events}/${encodeURIComponent(eventId)}?${quiet}`,
          accessToken,
          timeoutMs,
        });
      } catch (error) {
        if (error instanceof ProviderApiError && (error.status === 404 || error.status === 410)) return;
        throw error;
      }
    },
  };
}
export type GoogleCalendarApi = ReturnType<typeof createGoogleCalendarApi>;
