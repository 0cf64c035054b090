import { z } from 'zod';
import { apiRequest, ProviderApiError } from '../http/api-request.ts';

/**
 * The few Gmail API calls a connected Gmail mailbox needs (users.getProfile, users.messages.send,
 * list, get and modify), in the API's own shapes. Every call takes the current access token.
 */
const profileSchema = z.object({ emailAddress: z.string(), messagesTotal: z.number().optional() });
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

export type GmailProfile = z.infer<typeof profileSchema>;
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
