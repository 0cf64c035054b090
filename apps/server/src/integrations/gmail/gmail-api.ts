import { z } from 'zod';
import { apiRequest, ProviderApiError } from '../http/api-request.ts';

/**
 * The few Gmail API calls a connected Gmail mailbox needs (users.getProfile, users.messages.send,
 * list, get (metadata and raw) and modify, users.history.list), in the API's own shapes. Every
 * call takes the current access token.
 */
const profileSchema = z.object({
  emailAddress: z.string(),
  messagesTotal: z.number().optional(),
  historyId: z.string().optional(),
});
const sentSchema = z.object({
  id: z.string(),
  threadId: z.string().optional(),
  labelIds: z.array(z.string()).optional(),
});
const listSchema = z.object({
  messages: z.array(z.object({ id: z.string(), threadId: z.string().optional() })).optional(),
  nextPageToken: z.string().optional(),
  resultSizeEstimate: z.number().optional(),
});
const metadataSchema = z.object({
  id: z.string(),
  labelIds: z.array(z.string()).default([]),
  payload: z
    .object({ headers: z.array(z.object({ name: z.string(), value: z.string() })).default([]) })
    .default({ headers: [] }),
});

const historySchema = z.object({
  history: z
    .array(
      z.object({
        id: z.string(),
        messagesAdded: z
          .array(z.object({ message: z.object({ id: z.string(), labelIds: z.array(z.string()).optional() }) }))
          .optional(),
      }),
    )
    .optional(),
  nextPageToken: z.string().optional(),
  historyId: z.string(),
});
const rawSchema = z.object({
  id: z.string(),
  raw: z.string(),
  internalDate: z.string().optional(),
  sizeEstimate: z.number().optional(),
});

export type GmailProfile = z.infer<typeof profileSchema>;
export type GmailHistoryPage = z.infer<typeof historySchema>;
export type GmailMessageMetadata = z.infer<typeof metadataSchema>;

function parsed<T>(schema: z.ZodType<T>, value: unknown, what: string): T {
  const result = schema.safeParse(value);
  if (!result.success) throw new ProviderApiError(502, 'unexpectedReply', `Gmail answered ${what} unexpectedly`);
  return result.data;
}

export function createGmailApi(options: { baseUrl: string; timeoutMs: number }) {
  const root = `${options.baseUrl}/gmail/v1/users/me`;
  const timeoutMs = options.timeoutMs;

  return {
    async profile(accessToken: string): Promise<GmailProfile> {
      const body = await apiRequest<unknown>({ url: `${root}/profile`, accessToken, timeoutMs });
      return parsed(profileSchema, body, 'the profile request');
    },

    /** Sends an RFC 822 message as it is (headers, Message-ID and all). */
    async send(accessToken: string, rfc822: Buffer): Promise<{ id: string }> {
      const body = await apiRequest<unknown>({
        method: 'POST',
        url: `${root}/messages/send`,
        accessToken,
        json: { raw: rfc822.toString('base64url') },
        timeoutMs,
      });
      return parsed(sentSchema, body, 'the send request');
    },

    /** Ids of the messages matching a Gmail search, spam and trash included. */
    async search(accessToken: string, query: string, maxResults = 25): Promise<string[]> {
      const url = new URL(`${root}/messages`);
      url.searchParams.set('q', query);
      url.searchParams.set('includeSpamTrash', 'true');
      url.searchParams.set('maxResults', String(maxResults));
      const body = await apiRequest<unknown>({ url: url.toString(), accessToken, timeoutMs });
      return (parsed(listSchema, body, 'the search').messages ?? []).map((message) => message.id);
    },

    /**
     * One page of `users.history.list` from `startHistoryId`: the messages added to a label. An
     * expired or unknown historyId answers 404 (a `ProviderApiError`): the caller reads anew.
     */
    async history(
      accessToken: string,
      request: { startHistoryId: string; labelId: string; pageToken?: string | undefined; maxResults: number },
    ): Promise<GmailHistoryPage> {
      const url = new URL(`${root}/history`);
      url.searchParams.set('startHistoryId', request.startHistoryId);
      url.searchParams.set('historyTypes', 'messageAdded');
      url.searchParams.set('labelId', request.labelId);
      url.searchParams.set('maxResults', String(request.maxResults));
      if (request.pageToken) url.searchParams.set('pageToken', request.pageToken);
      const body = await apiRequest<unknown>({ url: url.toString(), accessToken, timeoutMs });
      return parsed(historySchema, body, 'the history request');
    },

    /** One page of message ids matching a Gmail search (`users.messages.list`), with the next page's token. */
    async list(
      accessToken: string,
      request: { query: string; pageToken?: string | undefined; maxResults: number },
    ): Promise<{ ids: string[]; nextPageToken?: string | undefined }> {
      const url = new URL(`${root}/messages`);
      url.searchParams.set('q', request.query);
      url.searchParams.set('maxResults', String(request.maxResults));
      if (request.pageToken) url.searchParams.set('pageToken', request.pageToken);
      const body = parsed(
        listSchema,
        await apiRequest<unknown>({ url: url.toString(), accessToken, timeoutMs }),
        'a list',
      );
      return { ids: (body.messages ?? []).map((message) => message.id), nextPageToken: body.nextPageToken };
    },

    /** A message as RFC 822 bytes (`format=raw`), with when Gmail received it. */
    async raw(accessToken: string, id: string): Promise<{ raw: Buffer; receivedAt: Date; size: number }> {
      const url = new URL(`${root}/messages/${encodeURIComponent(id)}`);
      url.searchParams.set('format', 'raw');
      const body = parsed(
        rawSchema,
        await apiRequest<unknown>({ url: url.toString(), accessToken, timeoutMs }),
        'a message request',
      );
      const raw = Buffer.from(body.raw, 'base64url');
      const received = new Date(Number(body.internalDate ?? Number.NaN));
      return {
        raw,
        receivedAt: Number.isNaN(received.getTime()) ? new Date() : received,
        size: body.sizeEstimate ?? raw.length,
      };
    },

    /** A message's labels and the named headers, without its body. */
    async metadata(accessToken: string, id: string, headers: string[]): Promise<GmailMessageMetadata> {
      const url = new URL(`${root}/messages/${encodeURIComponent(id)}`);
      url.searchParams.set('format', 'metadata');
      for (const header of headers) url.searchParams.append('metadataHeaders', header);
      const body = await apiRequest<unknown>({ url: url.toString(), accessToken, timeoutMs });
      return parsed(metadataSchema, body, 'a message request');
    },

    async modify(accessToken: string, id: string, change: { addLabelIds: string[]; removeLabelIds: string[] }) {
      await apiRequest<unknown>({
        method: 'POST',
        url: `${root}/messages/${encodeURIComponent(id)}/modify`,
        accessToken,
        json: change,
        timeoutMs,
      });
    },
  };
}
export type GmailApi = ReturnType<typeof createGmailApi>;

/** A header's value from a metadata reply (names compare without case), or ''. */
export function headerOf(message: GmailMessageMetadata, name: string): string {
  const lower = name.toLowerCase();
  return message.payload.headers.find((header) => header.name.toLowerCase() === lower)?.value ?? '';
}
