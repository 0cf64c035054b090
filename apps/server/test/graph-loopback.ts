import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
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
 *
 * Every call needs a bearer JWT the OAuth loopback signed, not expired and not revoked;
 * otherwise 401 `InvalidAuthenticationToken` as Graph answers.
 */

export interface GraphStoredMessage extends StoredMessage {
  folder: 'inbox' | 'junkemail' | 'sentitems';
  isRead: boolean;
  importance: 'low' | 'normal' | 'high';
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
  let account = options.account ?? defaultMicrosoftAccount;
  const store = new Map<string, GraphStoredMessage>();
  const requests: { method: string; path: string; search: string }[] = [];
  const newId = () => `AAMkAG${randomBytes(24).toString('base64url')}`;

  async function add(raw: string, folder: GraphStoredMessage['folder'], isRead: boolean) {
    const parsed = await parseRaw(raw);
    const id = newId();
    const message: GraphStoredMessage = {
      id,
      threadId: id,
      labelIds: new Set(),
      raw,
      ...parsed,
      internalDate: Date.now(),
      folder,
      isRead,
      importance: 'normal',
    };
    store.set(id, message);
    return message;
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
      const moved: GraphStoredMessage = {
        ...message,
        id: newId(),
        folder: destination as GraphStoredMessage['folder'],
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
    /** Puts a message (RFC 822 text) in the account's inbox or junk folder, unread. */
    deliver: (raw: string, folder: 'inbox' | 'junkemail') => add(raw, folder, false),
    messages: () => [...store.values()],
    requests,
    bearer,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
export type GraphLoopback = Awaited<ReturnType<typeof startGraphLoopback>>;
