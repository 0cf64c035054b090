import type { GmailApi } from '../../integrations/gmail/gmail-api.ts';
import { ProviderApiError } from '../../integrations/http/api-request.ts';
import type { GraphApi } from '../../integrations/microsoft-graph/graph-api.ts';
import type { InboundBatch, InboundCursor, InboundRaw, InboundRequest } from './mailbox-client.ts';

/**
 * Reading a Gmail or Microsoft 365 inbox past a cursor. `call` runs one API call with a live token
 * (provider-clients.ts renews it, and turns failures into plain words); a provider's "I no longer
 * know this cursor" is caught inside the call (`orNull`), before it becomes a failure, and starts a
 * backfill instead.
 */
type AuthorisedCall = <T>(call: (accessToken: string) => Promise<T>) => Promise<T>;

/** The call's answer, or null when the provider answered one of `statuses` (or a matching reason). */
function orNull<T>(work: Promise<T>, statuses: number[], reasons?: RegExp): Promise<T | null> {
  return work.catch((error: unknown) => {
    if (!(error instanceof ProviderApiError)) throw error;
    if (statuses.includes(error.status) || reasons?.test(error.reason)) return null;
    throw error;
  });
}

type GmailCursor = Extract<InboundCursor, { kind: 'gmail' }>;

/**
 * Gmail: `users.history.list` from the stored historyId (`messageAdded` to INBOX), page by page.
 * The first read, and one after Gmail answered 404 (the historyId is older than the history it
 * keeps), lists `in:inbox newer_than:<days>d` instead, then goes on from the historyId taken
 * before that list began (what arrived meanwhile comes twice; the store keeps it once).
 */
export async function readGmailInbound(gmail: GmailApi, call: AuthorisedCall, request: InboundRequest) {
  let state: GmailCursor | null = request.cursor?.kind === 'gmail' ? request.cursor : null;
  let reset: InboundBatch['reset'];
  const backfillFrom = async (): Promise<GmailCursor> => {
    const profile = await call((token) => gmail.profile(token));
    const query = `in:inbox newer_than:${Math.max(1, request.backfillDays)}d`;
    return { kind: 'gmail', historyId: profile.historyId ?? '1', backfill: { query } };
  };
  state ??= await backfillFrom();
  const fetchAll = async (ids: string[]): Promise<InboundRaw[]> => {
    const messages: InboundRaw[] = [];
    for (const id of ids) {
      // A message deleted since it was listed answers 404: there is nothing left to read.
      const message = await call((token) => orNull(gmail.raw(token, id), [404]));
      if (!message) continue;
      const raw = message.raw.subarray(0, request.maxBytes);
      messages.push({ ref: id, raw, size: message.size, receivedAt: message.receivedAt });
    }
    return messages;
  };

  if (!state.backfill) {
    const { historyId, pageToken } = state;
    const page = await call((token) =>
      orNull(
        gmail.history(token, { startHistoryId: historyId, labelId: 'INBOX', pageToken, maxResults: request.limit }),
        [404],
      ),
    );
    if (page) {
      const added = (page.history ?? []).flatMap((entry) => entry.messagesAdded ?? []);
      const ids = added
        .filter((entry) => !entry.message.labelIds || entry.message.labelIds.includes('INBOX'))
        .map((entry) => entry.message.id);
      const cursor: GmailCursor = page.nextPageToken
        ? { kind: 'gmail', historyId, pageToken: page.nextPageToken }
        : { kind: 'gmail', historyId: page.historyId };
      return { messages: await fetchAll([...new Set(ids)]), cursor, more: Boolean(page.nextPageToken) };
    }
    reset = 'history-expired';
    state = await backfillFrom();
  }
  const backfill = state.backfill ?? { query: '' };
  const list = await call((token) =>
    gmail.list(token, { query: backfill.query, pageToken: backfill.pageToken, maxResults: request.limit }),
  );
  const cursor: GmailCursor = list.nextPageToken
    ? { kind: 'gmail', historyId: state.historyId, backfill: { query: backfill.query, pageToken: list.nextPageToken } }
    : { kind: 'gmail', historyId: state.historyId };
  // After the last page, `more`: the history since the list began is read next.
  const batch: InboundBatch = { messages: await fetchAll(list.ids), cursor, more: true };
  return reset ? { ...batch, reset } : batch;
}

/** Graph's answers that mean "start a new delta round": 410 Gone, or a sync state it no longer has. */
const expiredDelta = /syncState(NotFound|Invalid)|resyncRequired/i;

/**
 * Microsoft Graph: the inbox's message delta, one page per call, following `@odata.nextLink` and
 * keeping `@odata.deltaLink` for the next run. The first read, and one after Graph answered 410
 * (the delta token expired), starts a new round from `receivedDateTime ge <backfillSince>`.
 * Each message's MIME comes from `/messages/{id}/$value`.
 */
export async function readGraphInbound(graph: GraphApi, call: AuthorisedCall, request: InboundRequest) {
  const since = { since: request.backfillSince };
  const stored = request.cursor?.kind === 'graph' ? { link: request.cursor.link } : null;
  let reset: InboundBatch['reset'];
  let page = await call((token) => orNull(graph.inboxDelta(token, stored ?? since), [410], expiredDelta));
  if (!page) {
    reset = 'delta-expired';
    page = await call((token) => graph.inboxDelta(token, since));
  }
  const messages: InboundRaw[] = [];
  for (const item of page.value) {
    if (item['@removed']) continue;
    const mime = await call((token) => orNull(graph.mime(token, item.id, request.maxBytes), [404]));
    if (!mime) continue;
    const received = new Date(item.receivedDateTime ?? Number.NaN);
    messages.push({
      ref: item.id,
      raw: mime.raw,
      size: mime.size,
      receivedAt: Number.isNaN(received.getTime()) ? new Date() : received,
    });
  }
  const next = page['@odata.nextLink'];
  const link = next ?? page['@odata.deltaLink'] ?? stored?.link;
  if (!link) throw new ProviderApiError(502, 'unexpectedReply', 'Microsoft Graph answered a delta page without a link');
  const batch: InboundBatch = { messages, cursor: { kind: 'graph', link }, more: Boolean(next) };
  return reset ? { ...batch, reset } : batch;
}
