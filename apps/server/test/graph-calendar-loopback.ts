import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { CalendarEvent, CalendarState } from './calendar-loopback.ts';
import { graphError, graphTime, jsonBody, record, send, timeOf } from './calendar-loopback-wire.ts';

/** Microsoft Graph's calendar endpoints for meeting booking (see calendar-loopback.ts). */

function graphEvent(event: CalendarEvent) {
  return {
    id: event.id,
    subject: event.summary,
    body: { contentType: 'text', content: event.description },
    start: graphTime(event.start),
    end: graphTime(event.end),
    attendees: event.attendees.map((attendee) => ({
      emailAddress: { address: attendee.email, name: attendee.name },
      type: 'required',
    })),
    isOnlineMeeting: event.videoUrl !== null,
    onlineMeeting: event.videoUrl ? { joinUrl: event.videoUrl } : null,
    webLink: `https://outlook.office.test/calendar/item/${event.id}`,
  };
}

/** Answers a Graph calendar call when it is one; false for any other path. */
export async function handleGraphCalendar(
  state: CalendarState,
  account: () => { email: string },
  method: string,
  path: string,
  request: IncomingMessage,
  response: ServerResponse,
): Promise<boolean> {
  const eventPath = /^\/v1\.0\/me\/events(?:\/([^/]+)(\/cancel)?)?$/.exec(path);
  const isSchedule = method === 'POST' && path === '/v1.0/me/calendar/getSchedule';
  if (!isSchedule && !eventPath) return false;
  const failure = state.failures.shift();
  if (failure) return send(response, failure.status, failure.body);
  if (isSchedule) {
    const body = await jsonBody(request);
    const from = timeOf(body.startTime);
    const to = timeOf(body.endTime);
    const schedules = Array.isArray(body.schedules) ? body.schedules.map(String) : [];
    const value = schedules.map((address) =>
      address.toLowerCase() === (state.owner || account().email.toLowerCase())
        ? {
            scheduleId: address,
            availabilityView: '',
            scheduleItems: state.busyBetween(from, to).map((block) => ({
              isPrivate: false,
              status: 'busy',
              start: graphTime(block.start),
              end: graphTime(block.end),
            })),
          }
        : {
            scheduleId: address,
            error: { message: 'The user was not found.', responseCode: 'ErrorMailRecipientNotFound' },
          },
    );
    return send(response, 200, {
      '@odata.context': 'https://graph.microsoft.test/v1.0/$metadata#Collection(microsoft.graph.scheduleInformation)',
      value,
    });
  }
  const id = eventPath?.[1] ? decodeURIComponent(eventPath[1]) : null;
  if (method === 'POST' && !id) {
    const body = await jsonBody(request);
    const transactionId = typeof body.transactionId === 'string' ? body.transactionId : undefined;
    const earlier = transactionId
      ? [...state.events.values()].find((event) => event.transactionId === transactionId)
      : undefined;
    if (earlier) return send(response, 201, graphEvent(earlier));
    const attendees = Array.isArray(body.attendees)
      ? body.attendees.map((entry) => record(record(entry).emailAddress))
      : [];
    const newId = `AAMkAD${randomBytes(12).toString('base64url')}`;
    const created: CalendarEvent = {
      id: newId,
      summary: String(body.subject ?? ''),
      description: String(record(body.body).content ?? ''),
      start: timeOf(body.start),
      end: timeOf(body.end),
      attendees: attendees.map((attendee) => ({
        email: String(attendee.address ?? ''),
        name: String(attendee.name ?? ''),
      })),
      status: 'confirmed',
      videoUrl:
        body.isOnlineMeeting === true ? `https://teams.microsoft.test/l/meetup-join/${newId.slice(6, 14)}` : null,
      ...(transactionId ? { transactionId } : {}),
    };
    state.events.set(newId, created);
    return send(response, 201, graphEvent(created));
  }
  const event = id ? state.events.get(id) : undefined;
  if (!event || event.status === 'cancelled') {
    return send(response, 404, graphError('ErrorItemNotFound', 'The specified object was not found in the store.'));
  }
  if (method === 'PATCH' && !eventPath?.[2]) {
    const body = await jsonBody(request);
    if (body.start) event.start = timeOf(body.start);
    if (body.end) event.end = timeOf(body.end);
    return send(response, 200, graphEvent(event));
  }
  if (method === 'POST' && eventPath?.[2]) {
    event.status = 'cancelled';
    response.writeHead(202).end();
    return true;
  }
  return send(response, 405, graphError('ErrorInvalidRequest', 'The method is not allowed.'));
}
