import type { IncomingMessage, ServerResponse } from 'node:http';

/** What the calendar stand-ins share: reading a JSON body, answering one, and the providers' time shapes. */

export async function jsonBody(request: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>;
  } catch {
    return {};
  }
}

/** Writes a JSON answer; true, so a handler can `return send(…)` for a call it answered. */
export function send(response: ServerResponse, status: number, body?: unknown): true {
  response.writeHead(status, { 'content-type': 'application/json; charset=UTF-8' });
  response.end(body === undefined ? '' : JSON.stringify(body));
  return true;
}

export const googleError = (code: number, reason: string, message: string) => ({
  error: { code, message, errors: [{ domain: 'global', reason, message }] },
});
export const graphError = (code: string, message: string) => ({ error: { code, message } });
export const record = (value: unknown) =>
  value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
/** A `{ dateTime }` as sent: with its offset (Google), or in UTC without one (Graph's `timeZone: 'UTC'`). */
export const timeOf = (value: unknown) => {
  const text = String(record(value).dateTime ?? '');
  return new Date(/(Z|[+-]\d\d:\d\d)$/.test(text) ? text : `${text}Z`);
};
/** Graph's `dateTimeTimeZone` in UTC, with its seven decimals. */
export const graphTime = (at: Date) => ({
  dateTime: at.toISOString().replace(/\.\d{3}Z$/, '.0000000'),
  timeZone: 'UTC',
});
