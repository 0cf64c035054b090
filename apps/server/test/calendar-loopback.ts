import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { decodeJwt } from 'jose';
import { googleError, jsonBody, record, send, timeOf } from './calendar-loopback-wire.ts';

export { handleGraphCalendar } from './graph-calendar-loopback.ts';

/**
 * The calendar endpoints meeting booking calls, in the providers' real wire formats, for the Google
 * API loopback (`/calendar/v3/...`) and the Graph loopback (`/v1.0/me/...`): free/busy, and the
 * events booking creates, moves and removes. Each loopback holds one `CalendarState`; tests add busy
 * time with `addBusy`, read what was written with `events`, and make the next calls fail with `failNext`.
 *
 * Google: `POST /calendar/v3/freeBusy`, `POST|GET|PATCH|DELETE /calendar/v3/calendars/primary/events[/{id}]`
 * (a client-chosen `id` must be 5–1024 characters of base32hex; the same id again answers 409 `duplicate`;
 * `conferenceData.createRequest` gives a Meet link; a deleted event answers 410).
 * Graph: `POST /v1.0/me/calendar/getSchedule` (times in UTC, seven decimals), `POST /v1.0/me/events`
 * (a `transactionId` seen before answers the event it made; `isOnlineMeeting` gives a Teams link),
 * `PATCH /v1.0/me/events/{id}`, `POST /v1.0/me/events/{id}/cancel` (202).
 */

export interface CalendarEvent {
  id: string;
  summary: string;
  description: string;
  start: Date;
  end: Date;
  attendees: { email: string; name: string }[];
  status: 'confirmed' | 'cancelled';
  videoUrl: string | null;
  transactionId?: string;
}

export type CalendarState = ReturnType<typeof createCalendarState>;

/**
 * One calendar per account: the access token's `sub` names it (tests build tokens with the
 * calendar's address as subject), so two hosts' calendars on one loopback stay apart.
 */
export function createCalendars() {
  const states = new Map<string, CalendarState>();
  const of = (owner: string) => {
    const key = owner.toLowerCase();
    let state = states.get(key);
    if (!state) {
      state = createCalendarState(key);
      states.set(key, state);
    }
    return state;
  };
  return {
    /** The calendar of an account (by the address its tokens carry as subject). */
    of,
    /** The calendar a request's token names. */
    forToken(token: string) {
      let subject = '';
      try {
        subject = String(decodeJwt(token).sub ?? '');
      } catch {
        subject = '';
      }
      return of(subject);
    },
    reset() {
      for (const state of states.values()) state.reset();
    },
  };
}
export type Calendars = ReturnType<typeof createCalendars>;

export function createCalendarState(owner = '') {
  const events = new Map<string, CalendarEvent>();
  const busy: { start: Date; end: Date }[] = [];
  const failures: { status: number; body: unknown }[] = [];
  return {
    owner,
    events,
    busy,
    failures,
    /** Busy time in the calendar that is not one of booking's events (another meeting, a flight). */
    addBusy(start: Date, end: Date) {
      busy.push({ start, end });
    },
    /** The next `times` calendar calls answer `status` (a provider outage, a refused permission). */
    failNext(status: number, times = 1) {
      for (let index = 0; index < times; index += 1)
        failures.push({ status, body: { error: { code: status, message: `HTTP ${status}` } } });
    },
    /** Live events, oldest first. */
    liveEvents: () => [...events.values()].filter((event) => event.status === 'confirmed'),
    /** Busy blocks between two instants: the added ones and the live events. */
    busyBetween(from: Date, to: Date) {
      return [...busy, ...[...events.values()].filter((event) => event.status === 'confirmed')]
        .filter((block) => block.end > from && block.start < to)
        .map((block) => ({ start: block.start, end: block.end }))
        .sort((a, b) => a.start.getTime() - b.start.getTime());
    },
    reset() {
      events.clear();
      busy.length = 0;
      failures.length = 0;
    },
  };
}

function googleEvent(event: CalendarEvent) {
  return {
    kind: 'calendar#event',
    id: event.id,
    status: event.status,
    htmlLink: `https://calendar.google.test/event?eid=${event.id}`,
    summary: event.summary,
    description: event.description,
    start: { dateTime: event.start.toISOString() },
    end: { dateTime: event.end.toISOString() },
    attendees: event.attendees.map((attendee) => ({
      email: attendee.email,
      displayName: attendee.name,
      responseStatus: 'needsAction',
    })),
    ...(event.videoUrl
      ? {
          hangoutLink: event.videoUrl,
          conferenceData: { entryPoints: [{ entryPointType: 'video', uri: event.videoUrl }] },
        }
      : {}),
  };
}

/** Answers a Google Calendar call when it is one; false for any other path. */
export async function handleGoogleCalendar(
  state: CalendarState,
  method: string,
  path: string,
  request: IncomingMessage,
  response: ServerResponse,
): Promise<boolean> {
  const root = '/calendar/v3';
  const eventPath = /^\/calendar\/v3\/calendars\/primary\/events(?:\/([^/]+))?$/.exec(path);
  if (!(method === 'POST' && path === `${root}/freeBusy`) && !eventPath) return false;
  const failure = state.failures.shift();
  if (failure) return send(response, failure.status, failure.body);
  if (!eventPath) {
    const body = await jsonBody(request);
    const from = new Date(String(body.timeMin));
    const to = new Date(String(body.timeMax));
    const busy = state
      .busyBetween(from, to)
      .map((block) => ({ start: block.start.toISOString(), end: block.end.toISOString() }));
    send(response, 200, {
      kind: 'calendar#freeBusy',
      timeMin: from.toISOString(),
      timeMax: to.toISOString(),
      calendars: { primary: { busy } },
    });
    return true;
  }
  const id = eventPath[1] ? decodeURIComponent(eventPath[1]) : null;
  const event = id ? state.events.get(id) : undefined;
  if (method === 'POST' && !id) {
    const body = await jsonBody(request);
    const wanted = typeof body.id === 'string' ? body.id : randomBytes(10).toString('hex');
    if (!/^[a-v0-9]{5,1024}$/.test(wanted))
      return send(response, 400, googleError(400, 'invalid', 'Invalid resource id value.'));
    if (state.events.has(wanted))
      return send(response, 409, googleError(409, 'duplicate', 'The requested identifier already exists.'));
    const attendees = Array.isArray(body.attendees) ? body.attendees.map(record) : [];
    const created: CalendarEvent = {
      id: wanted,
      summary: String(body.summary ?? ''),
      description: String(body.description ?? ''),
      start: timeOf(body.start),
      end: timeOf(body.end),
      attendees: attendees.map((attendee) => ({
        email: String(attendee.email ?? ''),
        name: String(attendee.displayName ?? ''),
      })),
      status: 'confirmed',
      videoUrl: record(body.conferenceData).createRequest
        ? `https://meet.google.test/${wanted.slice(2, 5)}-${wanted.slice(5, 9)}-${wanted.slice(9, 12)}`
        : null,
    };
    state.events.set(wanted, created);
    return send(response, 200, googleEvent(created));
  }
  if (!event) return send(response, 404, googleError(404, 'notFound', 'Not Found'));
  if (event.status === 'cancelled' && method !== 'GET') {
    return send(response, 410, googleError(410, 'deleted', 'Resource has been deleted'));
  }
  if (method === 'GET') return send(response, 200, googleEvent(event));
  if (method === 'PATCH') {
    const body = await jsonBody(request);
    if (body.start) event.start = timeOf(body.start);
    if (body.end) event.end = timeOf(body.end);
    return send(response, 200, googleEvent(event));
  }
  if (method === 'DELETE') {
    event.status = 'cancelled';
    response.writeHead(204).end();
    return true;
  }
  return send(response, 404, googleError(404, 'notFound', 'Not Found'));
}
