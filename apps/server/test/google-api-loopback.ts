import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRemoteJWKSet, jwtVerify } from 'jose';
import { simpleParser } from 'mailparser';
import { createCalendars, handleGoogleCalendar } from './calendar-loopback.ts';

/**
 * The Gmail API and the Google Calendar API on loopback, in their real wire format, for one Google
 * account (`account`, changed with `setAccount` or `POST /__control/account`):
 *
 * - `GET  /gmail/v1/users/me/profile`
 * - `POST /gmail/v1/users/me/messages/send` (`{ raw }`: base64url RFC 822, kept as sent; a message
 *   to the account itself also lands in its inbox, unread, as Gmail does)
 * - `GET  /gmail/v1/users/me/messages?q=&includeSpamTrash=&maxResults=` (`rfc822msgid:<id>`, words and "phrases" over
 *   subject, sender, recipients, the warm-up header and the text; `in:` and `{in:a in:b}` on labels)
 * - `GET  /gmail/v1/users/me/messages/{id}?format=metadata&metadataHeaders=…` (or `format=raw`: the RFC 822 bytes in `raw`)
 * - `GET  /gmail/v1/users/me/history?startHistoryId=&historyTypes=messageAdded&labelId=&maxResults=&pageToken=`
 *   (404 for a historyId older than the history kept: `expireHistory` forgets all of it, as Gmail does after about a week)
 * - `messages?q=` also knows `newer_than:<n>d`, and pages with `pageToken`/`nextPageToken`
 * - `POST /gmail/v1/users/me/messages/{id}/modify` (`{ addLabelIds, removeLabelIds }`)
 * - `GET  /calendar/v3/calendars/primary`
 *
 * Every call needs `Authorization: Bearer <token>` where the token is a JWT the OAuth loopback
 * signed (checked against its JWKS), not expired and not revoked; otherwise 401 as Google answers.
 * Tests put mail in the inbox or spam with `deliver` and read what was sent with `messages`.
 */

export interface LoopbackAccount {
  email: string;
  name: string;
  /** The provider's stable id of the account. */
  id: string;
}

export interface StoredMessage {
  id: string;
  threadId: string;
  labelIds: Set<string>;
  raw: string;
  /** The header lines as sent, names as written. */
  headers: { name: string; value: string }[];
  subject: string;
  from: string;
  to: string[];
  text: string;
  internalDate: number;
  /** The history record that added it (Gmail's `historyId` of the message). */
  historyId?: number;
}

export function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let text = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => {
      text += chunk;
    });
    request.on('end', () => resolve(text));
    request.on('error', reject);
  });
}

export function sendJson(
  response: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
) {
  response.writeHead(status, { 'content-type': 'application/json; charset=UTF-8', ...headers });
  response.end(body === undefined ? '' : JSON.stringify(body));
}

/**
 * Checks `Authorization: Bearer` against the OAuth loopback's keys: signature, expiry, revocation.
 * Answers the token, or null when it is missing or not valid.
 */
export function createBearerCheck(jwksUrl: string) {
  const keys = createRemoteJWKSet(new URL(jwksUrl));
  const seen = new Set<string>();
  const revoked = new Set<string>();
  return {
    async check(request: IncomingMessage): Promise<string | null> {
      const match = /^Bearer (\S+)$/.exec(request.headers.authorization ?? '');
      const token = match?.[1];
      if (!token || revoked.has(token)) return null;
      try {
        await jwtVerify(token, keys);
      } catch {
        return null;
      }
      seen.add(token);
      return token;
    },
    /** Revokes every token used so far (as when the account's owner removes the app's access). */
    revokeAll() {
      for (const token of seen) revoked.add(token);
    },
    revoke(token: string) {
      revoked.add(token);
    },
    /** How many distinct valid tokens were used. */
    get tokensUsed() {
      return seen.size;
    },
  };
}

/** The header block of an RFC 822 message, unfolded. */
export function headerLinesOf(raw: string): { name: string; value: string }[] {
  const end = raw.search(/\r?\n\r?\n/);
  const block = (end === -1 ? raw : raw.slice(0, end)).replace(/\r?\n[ \t]+/g, ' ');
  return block
    .split(/\r?\n/)
    .map((line) => /^([!-9;-~]+):\s?(.*)$/.exec(line))
    .filter((match): match is RegExpExecArray => match !== null)
    .map((match) => ({ name: match[1] ?? '', value: (match[2] ?? '').trim() }));
}

/** Parses an RFC 822 message into what the loopbacks store. */
export async function parseRaw(raw: string) {
  const parsed = await simpleParser(raw);
  const addresses = (value: typeof parsed.to) =>
    [value ?? []]
      .flat()
      .flatMap((entry) => entry.value)
      .map((entry) => (entry.address ?? '').toLowerCase());
  return {
    headers: headerLinesOf(raw),
    subject: parsed.subject ?? '',
    from: addresses(parsed.from)[0] ?? '',
    to: [...addresses(parsed.to), ...addresses(parsed.cc)],
    text: parsed.text ?? '',
  };
}

const googleUnauthenticated = {
  error: {
    code: 401,
    message:
      'Request had invalid authentication credentials. Expected OAuth 2 access token, login cookie or other valid authentication credential.',
    errors: [
      {
        message: 'Invalid Credentials',
        domain: 'global',
        reason: 'authError',
        location: 'Authorization',
        locationType: 'header',
      },
    ],
    status: 'UNAUTHENTICATED',
  },
};

function googleError(code: number, status: string, reason: string, message: string) {
  return { error: { code, message, errors: [{ message, domain: 'global', reason }], status } };
}

/** Gmail's search: words and phrases must all occur; `in:` terms (alone or in `{}`) name labels. */
function matchesQuery(message: StoredMessage, query: string): boolean {
  const haystack = [
    message.subject,
    message.from,
    message.to.join(' '),
    message.text,
    ...message.headers.filter((header) => header.name.toLowerCase() === 'x-leadpilot-warmup').map((h) => h.value),
  ]
    .join('\n')
    .toLowerCase();
  let rest = query;
  // `rfc822msgid:<id>` matches the message whose Message-ID is that id (with or without brackets).
  const byMessageId: string[] = [];
  rest = rest.replace(/rfc822msgid:(\S+)/gi, (_, id: string) => {
    byMessageId.push(id.replace(/^<|>$/g, '').toLowerCase());
    return ' ';
  });
  const messageIdOf = (message.headers.find((header) => header.name.toLowerCase() === 'message-id')?.value ?? '')
    .trim()
    .replace(/^<|>$/g, '')
    .toLowerCase();
  if (byMessageId.some((id) => id !== messageIdOf)) return false;
  // `newer_than:<n>d|m|y`: received within that many days (months, years) of now.
  let newerThan = 0;
  rest = rest.replace(/newer_than:(\d+)([dmy])/gi, (_, count: string, unit: string) => {
    const days = Number(count) * ({ d: 1, m: 31, y: 366 }[unit.toLowerCase()] ?? 1);
    newerThan = Math.max(newerThan, Date.now() - days * 86_400_000);
    return ' ';
  });
  if (message.internalDate < newerThan) return false;
  const groups: string[][] = [];
  rest = rest.replace(/\{([^}]*)\}/g, (_, inner: string) => {
    groups.push(inner.trim().split(/\s+/));
    return ' ';
  });
  const phrases: string[] = [];
  rest = rest.replace(/"([^"]*)"/g, (_, phrase: string) => {
    phrases.push(phrase);
    return ' ';
  });
  const words = rest.split(/\s+/).filter((word) => word !== '');
  const labelOf = (term: string) => term.slice(3).toUpperCase();
  for (const group of groups) {
    if (!group.some((term) => term.startsWith('in:') && message.labelIds.has(labelOf(term)))) return false;
  }
  for (const word of words) {
    if (word.startsWith('in:')) {
      if (!message.labelIds.has(labelOf(word))) return false;
    } else if (!haystack.includes(word.toLowerCase())) return false;
  }
  return phrases.every((phrase) => haystack.includes(phrase.toLowerCase()));
}

export interface GoogleApiLoopbackOptions {
  /** The JWKS of the OAuth loopback that issues the access tokens. */
  jwksUrl: string;
  account?: LoopbackAccount;
  port?: number;
  host?: string;
}

export const defaultGoogleAccount: LoopbackAccount = {
  email: 'ada@example.test',
  name: 'Ada Lovelace',
  id: '108000000000000000001',
};

export async function startGoogleApiLoopback(options: GoogleApiLoopbackOptions) {
  const bearer = createBearerCheck(options.jwksUrl);
  // Meeting booking's calendar endpoints (free/busy, events): calendar-loopback.ts.
  const calendars = createCalendars();
  let account = options.account ?? defaultGoogleAccount;
  const store = new Map<string, StoredMessage>();
  const requests: { method: string; path: string }[] = [];
  const newId = () => randomBytes(8).toString('hex');
  /** The mailbox's history: one record per message added, ids rising; records before `historyKeptFrom` are forgotten. */
  let historyId = 1000;
  let historyKeptFrom = 1;
  const history: { id: number; message: StoredMessage; labelIds: string[] }[] = [];

  async function add(raw: string, labels: string[], internalDate = Date.now()): Promise<StoredMessage> {
    const parsed = await parseRaw(raw);
    const id = newId();
    historyId += 1;
    const message: StoredMessage = {
      id,
      threadId: id,
      labelIds: new Set(labels),
      raw,
      ...parsed,
      internalDate,
      historyId,
    };
    store.set(id, message);
    history.push({ id: historyId, message, labelIds: [...labels] });
    return message;
  }

  /** `users.history.list`: the messages added after `startHistoryId`, a page at a time. */
  function historyPage(url: URL): { status: number; body: unknown } {
    const start = Number(url.searchParams.get('startHistoryId'));
    if (!Number.isSafeInteger(start) || start <= 0) {
      return { status: 400, body: googleError(400, 'INVALID_ARGUMENT', 'invalidArgument', 'Invalid startHistoryId') };
    }
    if (start < historyKeptFrom - 1) {
      return { status: 404, body: googleError(404, 'NOT_FOUND', 'notFound', 'Requested entity was not found.') };
    }
    const label = url.searchParams.get('labelId');
    const maxResults = Math.min(Number(url.searchParams.get('maxResults') ?? 100) || 100, 500);
    const offset = Number(url.searchParams.get('pageToken') ?? 0) || 0;
    const records = history.filter((record) => record.id > start && (!label || record.labelIds.includes(label)));
    const page = records.slice(offset, offset + maxResults);
    const body: Record<string, unknown> = { historyId: String(historyId) };
    if (page.length > 0) {
      body.history = page.map((record) => {
        const message = { id: record.message.id, threadId: record.message.threadId };
        return {
          id: String(record.id),
          messages: [message],
          messagesAdded: [{ message: { ...message, labelIds: record.labelIds } }],
        };
      });
    }
    if (offset + maxResults < records.length) body.nextPageToken = String(offset + maxResults);
    return { status: 200, body };
  }

  function resource(message: StoredMessage) {
    return { id: message.id, threadId: message.threadId, labelIds: [...message.labelIds] };
  }

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? '/', 'http://loopback');
    const path = url.pathname;
    const method = request.method ?? 'GET';
    if (method === 'POST' && path === '/__control/account') {
      account = JSON.parse(await readBody(request)) as LoopbackAccount;
      sendJson(response, 200, { ok: true });
      return;
    }
    if (method === 'GET' && path === '/__control/messages') {
      sendJson(
        response,
        200,
        [...store.values()].map((message) => ({ ...resource(message), subject: message.subject, to: message.to })),
      );
      return;
    }
    requests.push({ method, path });
    const token = await bearer.check(request);
    if (!token) {
      sendJson(response, 401, googleUnauthenticated, {
        'www-authenticate': 'Bearer realm="https://accounts.google.com/", error="invalid_token"',
      });
      return;
    }
    if (await handleGoogleCalendar(calendars.forToken(token), method, path, request, response)) return;
    if (method === 'GET' && path === '/calendar/v3/calendars/primary') {
      sendJson(response, 200, {
        kind: 'calendar#calendar',
        etag: '"loopback"',
        id: account.email,
        summary: account.email,
        timeZone: 'UTC',
      });
      return;
    }
    const root = '/gmail/v1/users/me';
    if (!path.startsWith(root)) {
      sendJson(response, 404, googleError(404, 'NOT_FOUND', 'notFound', 'Not Found'));
      return;
    }
    const rest = path.slice(root.length);
    if (method === 'GET' && rest === '/profile') {
      sendJson(response, 200, {
        emailAddress: account.email,
        messagesTotal: store.size,
        threadsTotal: store.size,
        historyId: String(historyId),
      });
      return;
    }
    if (method === 'POST' && rest === '/messages/send') {
      let raw = '';
      try {
        const body = JSON.parse(await readBody(request)) as { raw?: unknown };
        raw = typeof body.raw === 'string' ? Buffer.from(body.raw, 'base64url').toString('utf8') : '';
      } catch {
        raw = '';
      }
      if (!raw.includes(':')) {
        sendJson(
          response,
          400,
          googleError(
            400,
            'INVALID_ARGUMENT',
            'invalidArgument',
            "'raw' RFC822 payload message string or uploading message via /upload/* URL required",
          ),
        );
        return;
      }
      const parsed = await parseRaw(raw);
      if (parsed.to.length === 0) {
        sendJson(response, 400, googleError(400, 'INVALID_ARGUMENT', 'invalidArgument', 'Invalid To header'));
        return;
      }
      const toSelf = parsed.to.includes(account.email.toLowerCase());
      const message = await add(raw, toSelf ? ['SENT', 'INBOX', 'UNREAD'] : ['SENT']);
      sendJson(response, 200, resource(message));
      return;
    }
    if (method === 'GET' && rest === '/history') {
      const page = historyPage(url);
      sendJson(response, page.status, page.body);
      return;
    }
    if (method === 'GET' && rest === '/messages') {
      const query = url.searchParams.get('q') ?? '';
      const includeSpamTrash = url.searchParams.get('includeSpamTrash') === 'true';
      const maxResults = Math.min(Number(url.searchParams.get('maxResults') ?? 100) || 100, 500);
      const found = [...store.values()]
        .filter((message) => includeSpamTrash || (!message.labelIds.has('SPAM') && !message.labelIds.has('TRASH')))
        .filter((message) => matchesQuery(message, query))
        .sort((a, b) => b.internalDate - a.internalDate);
      const offset = Number(url.searchParams.get('pageToken') ?? 0) || 0;
      const page = found.slice(offset, offset + maxResults);
      sendJson(
        response,
        200,
        page.length === 0
          ? { resultSizeEstimate: 0 }
          : {
              messages: page.map((message) => ({ id: message.id, threadId: message.threadId })),
              ...(offset + maxResults < found.length ? { nextPageToken: String(offset + maxResults) } : {}),
              resultSizeEstimate: found.length,
            },
      );
      return;
    }
    const single = /^\/messages\/([^/]+)(\/modify)?$/.exec(rest);
    const message = single ? store.get(decodeURIComponent(single[1] ?? '')) : undefined;
    if (single && !message) {
      sendJson(response, 404, googleError(404, 'NOT_FOUND', 'notFound', 'Requested entity was not found.'));
      return;
    }
    if (message && method === 'GET' && !single?.[2] && url.searchParams.get('format') === 'raw') {
      sendJson(response, 200, {
        ...resource(message),
        snippet: message.text.slice(0, 120),
        sizeEstimate: Buffer.byteLength(message.raw),
        historyId: String(message.historyId ?? historyId),
        internalDate: String(message.internalDate),
        raw: Buffer.from(message.raw, 'utf8').toString('base64url'),
      });
      return;
    }
    if (message && method === 'GET' && !single?.[2]) {
      const wanted = url.searchParams.getAll('metadataHeaders').map((name) => name.toLowerCase());
      const headers =
        url.searchParams.get('format') === 'metadata' && wanted.length > 0
          ? message.headers.filter((header) => wanted.includes(header.name.toLowerCase()))
          : message.headers;
      sendJson(response, 200, {
        ...resource(message),
        snippet: message.text.slice(0, 120),
        sizeEstimate: message.raw.length,
        historyId: '1001',
        internalDate: String(message.internalDate),
        payload: { partId: '', mimeType: 'multipart/alternative', filename: '', headers },
      });
      return;
    }
    if (message && method === 'POST' && single?.[2]) {
      let change: { addLabelIds?: unknown; removeLabelIds?: unknown } = {};
      try {
        change = JSON.parse(await readBody(request)) as typeof change;
      } catch {
        sendJson(
          response,
          400,
          googleError(400, 'INVALID_ARGUMENT', 'invalidArgument', 'Invalid JSON payload received.'),
        );
        return;
      }
      const labels = (value: unknown) => (Array.isArray(value) ? value.filter((item) => typeof item === 'string') : []);
      for (const label of labels(change.removeLabelIds)) message.labelIds.delete(label);
      for (const label of labels(change.addLabelIds)) message.labelIds.add(label);
      sendJson(response, 200, resource(message));
      return;
    }
    sendJson(response, 404, googleError(404, 'NOT_FOUND', 'notFound', 'Not Found'));
  }

  const server = createServer((request, response) => {
    handle(request, response).catch(() =>
      sendJson(response, 500, googleError(500, 'INTERNAL', 'backendError', 'Backend Error')),
    );
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, options.host ?? '127.0.0.1', resolve));
  const address = server.address() as AddressInfo;
  const url = `http://${options.host ?? '127.0.0.1'}:${address.port}`;

  return {
    url,
    /** The server settings that point Leadpilot at this loopback. */
    environment(): Record<string, string> {
      return { GMAIL_API_URL: url, GOOGLE_CALENDAR_API_URL: `${url}/calendar/v3` };
    },
    setAccount(next: LoopbackAccount) {
      account = next;
    },
    get account() {
      return account;
    },
    /** Puts a message (RFC 822 text) in the account's inbox or spam folder, unread (received now, or at `receivedAt`). */
    async deliver(raw: string, folder: 'inbox' | 'spam', receivedAt?: Date) {
      return add(raw, [folder === 'spam' ? 'SPAM' : 'INBOX', 'UNREAD'], receivedAt?.getTime());
    },
    /** Forgets the history so far: a historyId up to now answers 404 (as Gmail's, kept about a week). */
    expireHistory() {
      historyKeptFrom = historyId + 2;
    },
    /** Every stored message, oldest first. */
    messages: () => [...store.values()],
    /** Every API call (method and path) after the control routes, oldest first. */
    requests,
    /** Meeting booking's calendars, one per account (token subject): busy times and events (calendar-loopback.ts). */
    calendars,
    bearer,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
export type GoogleApiLoopback = Awaited<ReturnType<typeof startGoogleApiLoopback>>;
