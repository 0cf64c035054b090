import { z } from 'zod';
import { apiRequest, ProviderApiError } from '../http/api-request.ts';

/**
 * The Microsoft Graph calls a connected Microsoft 365 / Outlook mailbox or calendar needs (me,
 * sendMail as MIME, messages of the inbox and junk folders, the inbox's delta and a message's MIME,
 * move, update, the default calendar), in Graph's own shapes. Every call takes the current access
 * token.
 */
const meSchema = z.object({
  id: z.string(),
  displayName: z.string().nullable().optional(),
  mail: z.string().nullable().optional(),
  userPrincipalName: z.string().nullable().optional(),
});
const messageSchema = z.object({
  id: z.string(),
  subject: z.string().nullable().optional(),
  internetMessageId: z.string().nullable().optional(),
  isRead: z.boolean().optional(),
  internetMessageHeaders: z
    .array(z.object({ name: z.string(), value: z.string() }))
    .nullable()
    .optional(),
});
const messagePageSchema = z.object({ value: z.array(messageSchema) });
const calendarSchema = z.object({ id: z.string(), name: z.string().optional() });
const deltaPageSchema = z.object({
  value: z.array(
    z.object({
      id: z.string(),
      receivedDateTime: z.string().nullable().optional(),
      '@removed': z.object({ reason: z.string().optional() }).optional(),
    }),
  ),
  '@odata.nextLink': z.string().optional(),
  '@odata.deltaLink': z.string().optional(),
});
export type GraphDeltaPage = z.infer<typeof deltaPageSchema>;

export type GraphUser = z.infer<typeof meSchema>;
export type GraphMessage = z.infer<typeof messageSchema>;
/** Graph's well-known folder names for the two folders warm-up looks in. */
export type GraphFolder = 'inbox' | 'junkemail';

function parsed<T>(schema: z.ZodType<T>, value: unknown, what: string): T {
  const result = schema.safeParse(value);
  if (!result.success)
    throw new ProviderApiError(502, 'unexpectedReply', `Microsoft Graph answered ${what} unexpectedly`);
  return result.data;
}

/** A GET answered with bytes rather than JSON; a refusal is a `ProviderApiError` as `apiRequest` makes them. */
async function rawRequest(url: string, accessToken: string, timeoutMs: number): Promise<Buffer> {
  let response: Response;
  try {
    response = await fetch(url, {
      headers: { authorization: `Bearer ${accessToken}` },
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    const timedOut = error instanceof Error && error.name === 'TimeoutError';
    throw new ProviderApiError(0, timedOut ? 'timeout' : 'unreachable', timedOut ? 'no answer in time' : 'unreachable');
  }
  const body = Buffer.from(await response.arrayBuffer().catch(() => new ArrayBuffer(0)));
  if (response.ok) return body;
  let reason = '';
  try {
    const error = (JSON.parse(body.toString('utf8')) as { error?: { code?: unknown } }).error;
    reason = typeof error?.code === 'string' ? error.code : '';
  } catch {
    reason = '';
  }
  throw new ProviderApiError(response.status, reason, `HTTP ${response.status}`);
}

export function createGraphApi(options: { baseUrl: string; timeoutMs: number }) {
  const root = options.baseUrl;
  const timeoutMs = options.timeoutMs;

  return {
    async me(accessToken: string): Promise<GraphUser> {
      const url = `${root}/me?$select=id,displayName,mail,userPrincipalName`;
      return parsed(meSchema, await apiRequest<unknown>({ url, accessToken, timeoutMs }), 'the profile request');
    },

    /** Sends an RFC 822 message as MIME (base64), keeping its headers and Message-ID. */
    async sendMime(accessToken: string, rfc822: Buffer): Promise<void> {
      await apiRequest<unknown>({
        method: 'POST',
        url: `${root}/me/sendMail`,
        accessToken,
        text: { contentType: 'text/plain', body: rfc822.toString('base64') },
        timeoutMs,
      });
    },

    /** Messages of one folder whose text matches `search` (Graph's `$search`), with their headers. */
    async search(accessToken: string, folder: GraphFolder, search: string, top = 25): Promise<GraphMessage[]> {
      const url = new URL(`${root}/me/mailFolders/${folder}/messages`);
      url.searchParams.set('$search', `"${search.replaceAll('"', '')}"`);
      url.searchParams.set('$select', 'id,subject,internetMessageId,isRead,internetMessageHeaders');
      url.searchParams.set('$top', String(top));
      const body = await apiRequest<unknown>({ url: url.toString(), accessToken, timeoutMs });
      return parsed(messagePageSchema, body, 'a folder search').value;
    },

    /** Ids of the account's messages (any folder, Sent Items included) with this Internet Message-ID. */
    async findByInternetMessageId(accessToken: string, internetMessageId: string): Promise<string[]> {
      const url = new URL(`${root}/me/messages`);
      url.searchParams.set('$filter', `internetMessageId eq '${internetMessageId.replaceAll("'", "''")}'`);
      url.searchParams.set('$select', 'id,internetMessageId');
      url.searchParams.set('$top', '5');
      const body = await apiRequest<unknown>({ url: url.toString(), accessToken, timeoutMs });
      return parsed(messagePageSchema, body, 'a Message-ID lookup').value.map((message) => message.id);
    },

    /** Moves a message to a folder; Graph gives the moved message a new id, which this answers. */
    async move(accessToken: string, id: string, destinationId: GraphFolder): Promise<string> {
      const body = await apiRequest<unknown>({
        method: 'POST',
        url: `${root}/me/messages/${encodeURIComponent(id)}/move`,
        accessToken,
        json: { destinationId },
        timeoutMs,
      });
      return parsed(messageSchema, body, 'a move').id;
    },

    async update(
      accessToken: string,
      id: string,
      change: { isRead?: boolean; importance?: 'low' | 'normal' | 'high' },
    ) {
      await apiRequest<unknown>({
        method: 'PATCH',
        url: `${root}/me/messages/${encodeURIComponent(id)}`,
        accessToken,
        json: change,
        timeoutMs,
      });
    },

    /**
     * One page of the inbox's message delta: the first round's first page from `since` (Graph's
     * `receivedDateTime ge` filter), or the page a `@odata.nextLink` or `@odata.deltaLink` names.
     * An expired round answers 410 (`syncStateNotFound`, a `ProviderApiError`): start a new round.
     */
    async inboxDelta(accessToken: string, from: { link: string } | { since: Date }): Promise<GraphDeltaPage> {
      let url: string;
      if ('link' in from) {
        // Graph's own links only: a stored link that points elsewhere never carries the token.
        if (!from.link.startsWith(`${root}/`)) throw new ProviderApiError(410, 'syncStateNotFound', 'foreign link');
        url = from.link;
      } else {
        const first = new URL(`${root}/me/mailFolders/inbox/messages/delta`);
        first.searchParams.set('$select', 'id,receivedDateTime');
        first.searchParams.set('$filter', `receivedDateTime ge ${from.since.toISOString().replace(/\.\d{3}Z$/, 'Z')}`);
        url = first.toString();
      }
      return parsed(deltaPageSchema, await apiRequest<unknown>({ url, accessToken, timeoutMs }), 'a delta request');
    },

    /** A message's MIME source (`/messages/{id}/$value`), at most `maxBytes` of it, and its whole size. */
    async mime(accessToken: string, id: string, maxBytes: number): Promise<{ raw: Buffer; size: number }> {
      const url = `${root}/me/messages/${encodeURIComponent(id)}/$value`;
      const whole = await rawRequest(url, accessToken, timeoutMs);
      return { raw: whole.subarray(0, maxBytes), size: whole.length };
    },

    /** The account's default calendar. */
    async calendar(accessToken: string) {
      const body = await apiRequest<unknown>({ url: `${root}/me/calendar`, accessToken, timeoutMs });
      return parsed(calendarSchema, body, 'the calendar request');
    },
  };
}
export type GraphApi = ReturnType<typeof createGraphApi>;

/** The sending address of a Graph user: `mail`, else the sign-in name. */
export function addressOfGraphUser(user: GraphUser): string {
  return (user.mail || user.userPrincipalName || '').trim().toLowerCase();
}
