import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createCalendars, handleGraphCalendar } from './calendar-loopback.ts';
import {
  createBearerCheck,
  type LoopbackAccount,
  parseRaw,
  readBody,
  type StoredMessage,
  sendJson,
} from './google-api-loopback.ts';

/**
 * Microsoft Graph on loopback, in its real wire format, for one Microsoft 365 account
 * (`account`, changed with `setAccount` or `POST /__control/account`), under `/v1.0`:
 *
 * - `GET   /me`, `GET /me/calendar`
 * - `POST  /me/sendMail` (MIME as base64 with `Content-Type: text/plain`, or the JSON message; 202;
 *   a message to the account itself also lands in its inbox, unread)
 * - `GET   /me/mailFolders/{inbox|junkemail|sentitems}/messages?$search="…"&$select=…&$top=`
 * - `GET   /me/messages?$filter=internetMessageId eq '<id>'` (the sent-mail look-up)
 * - `POST  /me/messages/{id}/move` (`{ destinationId }`; the moved message gets a new id, 201)
 * - `PATCH /me/messages/{id}` (`isRead`, `importance`)
 * - `GET   /me/mailFolders/inbox/messages/delta` (`$select`, `$filter=receivedDateTime ge …` on a first
 *   round, `Prefer: odata.maxpagesize`, default 10 a page): pages joined by `@odata.nextLink`, the round
 *   ending with `@odata.deltaLink`; a message moved out of the inbox comes as `@removed`. After
 *   `expireDeltaTokens` every earlier link answers 410 `SyncStateNotFound`, as Graph's do once its cache drops them.
 * - `GET   /me/messages/{id}/$value` (the MIME source)
 *
 * Every call needs a bearer JWT the OAuth loopback signed, not expired and not revoked;
 * otherwise 401 `InvalidAuthenticationToken` as Graph answers.
 */

export interface GraphStoredMessage extends StoredMessage {
  folder: 'inbox' | 'junkemail' | 'sentitems';
  isRead: boolean;
  importance: 'low' | 'normal' | 'high';
  /** When it came to its folder, in the mailbox's order of changes (what a delta round reads past). */
  change?: number;
}

/** Where a delta round stands: changes after `after` up to `upTo`, `offset` of them read, in token generation `generation`. */
interface DeltaState {
  after: number;
  upTo: number;
  offset: number;
  since: number | null;
  generation: number;
}

export const defaultMicrosoftAccount: LoopbackAccount = {
  email: 'ada@example.test',
  name: 'Ada Lovelace',
  id: '6f1c8d2e-1a7b-4c3d-8e5f-6a7b8c9d0e1f',
};

const folders = ['inbox', 'junkemail', 'sentitems'] as const;

function graphError(code: string, message: string) {
  return {
    error: {
      code,
      message,
      innerError: { date: new Date().toISOString(), 'request-id': randomBytes(16).toString('hex') },
    },
  };
}

export interface GraphLoopbackOptions {
  jwksUrl: string;
  account?: LoopbackAccount;
  port?: number;
  host?: string;
}

export async function startGraphLoopback(options: GraphLoopbackOptions) {
  const bearer = createBearerCheck(options.jwksUrl);
  // Meeting booking's calendar endpoints (getSchedule, events): calendar-loopback.ts.
  const calendars = createCalendars();
  let account = options.account ?? defaultMicrosoftAccount;
  const store = new Map<string, GraphStoredMessage>();
  const requests: { method: string; path: string; search: string }[] = [];
  const newId = () => `AAMkAG${randomBytes(24).toString('base64url')}`;
  let changes = 0;
  let generation = 1;
  /** Messages that left the inbox (moved): a delta round past their change lists them as removed. */
  const leftInbox: { id: string; change: number }[] = [];

  async function add(raw: string, folder: GraphStoredMessage['folder'], isRead: boolean, internalDate = Date.now()) {
    const parsed = await parseRaw(raw);
    const id = newId();
    changes += 1;
    const message: GraphStoredMessage = {
      id,
      threadId: id,
      labelIds: new Set(),
      raw,
      ...parsed,
      internalDate,
      folder,
      isRead,
      importance: 'normal',
      change: changes,
    };
    store.set(id, message);
    return message;
  }

  const tokenOf = (state: DeltaState) => Buffer.from(JSON.stringify(state)).toString('base64url');
  function stateOf(token: string): DeltaState | null {
    try {
      const state = JSON.parse(Buffer.from(token, 'base64url').toString('utf8')) as DeltaState;
      return typeof state.after === 'number' && typeof state.generation === 'number' ? state : null;
    } catch {
      return null;
    }
  }

  /** One page of the inbox's delta, as Graph answers it. */
  function deltaPage(url: URL, request: IncomingMessage): { status: number; body: unknown } {
    const token = url.searchParams.get('$skiptoken') ?? url.searchParams.get('$deltatoken');
    let state: DeltaState;
    if (token) {
      const stored = stateOf(token);
      if (!stored || stored.generation !== generation) {
        const message =
          'The sync state generation is not found. The delta token is expired and data must be synchronized again.';
        return { status: 410, body: graphError('SyncStateNotFound', message) };
      }
      state = url.searchParams.has('$deltatoken') ? { ...stored, upTo: changes, offset: 0, since: null } : stored;
    } else {
      const filter = /^receivedDateTime ge (\S+)$/.exec(url.searchParams.get('$filter') ?? '');
      const since = filter ? Date.parse(filter[1] ?? '') : Number.NaN;
      state = { after: 0, upTo: changes, offset: 0, since: Number.isNaN(since) ? null : since, generation };
    }
    const prefer = /odata\.maxpagesize=(\d+)/.exec(String(request.headers.prefer ?? ''));
    const size = Math.min(Math.max(Number(prefer?.[1] ?? 10), 1), 1000);
    const select = url.searchParams.get('$select')?.split(',') ?? null;
    const inRound = (change: number) => change > state.after && change <= state.upTo;
    const items = [
      ...[...store.values()]
        .filter((message) => message.folder === 'inbox' && inRound(message.change ?? 0))
        .filter((message) => state.since === null || message.internalDate >= state.since)
        .map((message) => ({ change: message.change ?? 0, body: resource(message, select) })),
      ...leftInbox
        .filter((entry) => state.after > 0 && inRound(entry.change))
        .map((entry) => ({ change: entry.change, body: { id: entry.id, '@removed': { reason: 'deleted' } } })),
    ].sort((a, b) => a.change - b.change);
    const page = items.slice(state.offset, state.offset + size);
    const link = `${serverUrl}/v1.0/me/mailFolders('inbox')/messages/delta`;
    const more = state.offset + size < items.length;
    return {
      status: 200,
      body: {
        '@odata.context': `${serverUrl}/v1.0/$metadata#Collection(message)`,
        value: page.map((item) => item.body),
        ...(more
          ? { '@odata.nextLink': `${link}?$skiptoken=${tokenOf({ ...state, offset: state.offset + size })}` }
          : { '@odata.deltaLink': `${link}?$deltatoken=${tokenOf({ ...state, after: state.upTo, offset: 0 })}` }),
      },
    };
  }

  function resource(message: GraphStoredMessage, select: string[] | null) {
    const messageId = message.headers.find((header) => header.name.toLowerCase() === 'message-id')?.value ?? '';
    const full: Record<string, unknown> = {
      '@odata.etag': `W/"${message.id.slice(-8)}"`,
      id: message.id,
      subject: message.subject,
      internetMessageId: messageId,
      isRead: message.isRead,
      importance: message.importance,
      parentFolderId: message.folder,
      from: { emailAddress: { address: message.from } },
      toRecipients: message.to.map((address) => ({ emailAddress: { address } })),
      bodyPreview: message.text.slice(0, 255),
      receivedDateTime: new Date(message.internalDate).toISOString(),
    };
    if (!select) return full;
    const picked: Record<string, unknown> = { '@odata.etag': full['@odata.etag'], id: message.id };
    for (const field of select) {
      if (field === 'internetMessageHeaders') picked[field] = message.headers;
      else if (field in full) picked[field] = full[field];
    }
    return picked;
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
    requests.push({ method, path, search: url.search });
    const token = await bearer.check(request);
    if (!token) {
      sendJson(
        response,
        401,
        graphError('InvalidAuthenticationToken', 'Access token has expired or is not yet valid.'),
        { 'www-authenticate': 'Bearer realm="", error="invalid_token"' },
      );
      return;
    }
    if (await handleGraphCalendar(calendars.forToken(token), () => account, method, path, request, response)) return;
    const rest = path.startsWith('/v1.0/') ? path.slice('/v1.0'.length) : null;
    if (method === 'GET' && rest === '/me') {
      sendJson(response, 200, {
        '@odata.context': `${serverUrl}/v1.0/$metadata#users/$entity`,
        id: account.id,
        displayName: account.name,
        mail: account.email,
        userPrincipalName: account.email,
      });
      return;
    }
    if (method === 'GET' && rest === '/me/calendar') {
      sendJson(response, 200, {
        id: `AAMkCal${account.id}`,
        name: 'Calendar',
        owner: { name: account.name, address: account.email },
      });
      return;
    }
    if (method === 'POST' && rest === '/me/sendMail') {
      const body = await readBody(request);
      let raw = '';
      if ((request.headers['content-type'] ?? '').startsWith('text/plain')) {
        raw = Buffer.from(body, 'base64').toString('utf8');
      } else {
        sendJson(response, 400, graphError('ErrorInvalidRequest', 'This loopback accepts MIME (text/plain) only.'));
        return;
      }
      const parsed = await parseRaw(raw).catch(() => null);
      if (!parsed || parsed.to.length === 0) {
        sendJson(response, 400, graphError('ErrorMimeContentInvalid', 'The MIME content is not valid.'));
        return;
      }
      await add(raw, 'sentitems', true);
      if (parsed.to.includes(account.email.toLowerCase())) await add(raw, 'inbox', false);
      response.writeHead(202).end();
      return;
    }
    if (method === 'GET' && rest && /^\/me\/mailFolders(\/inbox|\('inbox'\))\/messages\/delta$/.test(rest)) {
      const page = deltaPage(url, request);
      sendJson(response, page.status, page.body);
      return;
    }
    const mime = rest ? /^\/me\/messages\/([^/]+)\/\$value$/.exec(rest) : null;
    if (method === 'GET' && mime) {
      const found = store.get(decodeURIComponent(mime[1] ?? ''));
      if (!found) {
        sendJson(response, 404, graphError('ErrorItemNotFound', 'The specified object was not found in the store.'));
        return;
      }
      response.writeHead(200, { 'content-type': 'text/plain' }).end(found.raw);
      return;
    }
    const list = rest ? /^\/me\/mailFolders\/([^/]+)\/messages$/.exec(rest) : null;
    if (method === 'GET' && list) {
      const folder = (list[1] ?? '').toLowerCase();
      if (!(folders as readonly string[]).includes(folder)) {
        sendJson(response, 404, graphError('ErrorItemNotFound', 'The specified object was not found in the store.'));
        return;
      }
      const search = (url.searchParams.get('$search') ?? '').replace(/^"|"$/g, '').toLowerCase();
      const select = url.searchParams.get('$select')?.split(',') ?? null;
      const top = Math.min(Number(url.searchParams.get('$top') ?? 10) || 10, 1000);
      const found = [...store.values()]
        .filter((message) => message.folder === folder)
        .filter((message) =>
          [message.subject, message.from, message.to.join(' '), message.text].join('\n').toLowerCase().includes(search),
        )
        .sort((a, b) => b.internalDate - a.internalDate)
        .slice(0, top);
      sendJson(response, 200, {
        '@odata.context': `${serverUrl}/v1.0/$metadata#users('me')/mailFolders('${folder}')/messages`,
        value: found.map((message) => resource(message, select)),
      });
      return;
    }
    if (method === 'GET' && rest === '/me/messages') {
      // Only `$filter=internetMessageId eq '<id>'`, as the sent-mail look-up asks.
      const filter = /^internetMessageId eq '(.*)'$/.exec(url.searchParams.get('$filter') ?? '');
      if (!filter) {
        sendJson(response, 400, graphError('BadRequest', 'Unsupported filter.'));
        return;
      }
      const wanted = (filter[1] ?? '').replaceAll("''", "'");
      const select = url.searchParams.get('$select')?.split(',') ?? null;
      const found = [...store.values()].filter((message) => resource(message, null).internetMessageId === wanted);
      sendJson(response, 200, { value: found.map((message) => resource(message, select)) });
      return;
    }
    const single = rest ? /^\/me\/messages\/([^/]+)(\/move)?$/.exec(rest) : null;
    const message = single ? store.get(decodeURIComponent(single[1] ?? '')) : undefined;
    if (single && !message) {
      sendJson(response, 404, graphError('ErrorItemNotFound', 'The specified object was not found in the store.'));
      return;
    }
    if (message && method === 'POST' && single?.[2]) {
      const body = JSON.parse((await readBody(request)) || '{}') as { destinationId?: unknown };
      const destination = String(body.destinationId ?? '').toLowerCase();
      if (!(folders as readonly string[]).includes(destination)) {
        sendJson(response, 400, graphError('ErrorInvalidIdMalformed', 'Id is malformed.'));
        return;
      }
      store.delete(message.id);
      changes += 1;
      if (message.folder === 'inbox') leftInbox.push({ id: message.id, change: changes });
      const moved: GraphStoredMessage = {
        ...message,
        id: newId(),
        folder: destination as GraphStoredMessage['folder'],
        change: changes,
      };
      store.set(moved.id, moved);
      sendJson(response, 201, resource(moved, null));
      return;
    }
    if (message && method === 'PATCH' && !single?.[2]) {
      const body = JSON.parse((await readBody(request)) || '{}') as { isRead?: unknown; importance?: unknown };
      if (typeof body.isRead === 'boolean') message.isRead = body.isRead;
      if (body.importance === 'low' || body.importance === 'normal' || body.importance === 'high') {
        message.importance = body.importance;
      }
      sendJson(response, 200, resource(message, null));
      return;
    }
    sendJson(response, 400, graphError('BadRequest', `Resource not found for the segment '${path}'.`));
  }

  const server = createServer((request, response) => {
    handle(request, response).catch(() =>
      sendJson(response, 500, graphError('generalException', 'An unexpected error occurred.')),
    );
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, options.host ?? '127.0.0.1', resolve));
  const address = server.address() as AddressInfo;
  const serverUrl = `http://${options.host ?? '127.0.0.1'}:${address.port}`;

  return {
    url: serverUrl,
    /** The server settings that point Leadpilot at this loopback. */
    environment(): Record<string, string> {
      return { GRAPH_API_URL: `${serverUrl}/v1.0` };
    },
    setAccount(next: LoopbackAccount) {
      account = next;
    },
    get account() {
      return account;
    },
    /** Puts a message (RFC 822 text) in the account's inbox or junk folder, unread (received now, or at `receivedAt`). */
    deliver: (raw: string, folder: 'inbox' | 'junkemail', receivedAt?: Date) =>
      add(raw, folder, false, receivedAt?.getTime()),
    /** Every delta link handed out so far answers 410 from now on. */
    expireDeltaTokens() {
      generation += 1;
    },
    messages: () => [...store.values()],
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
export type GraphLoopback = Awaited<ReturnType<typeof startGraphLoopback>>;
