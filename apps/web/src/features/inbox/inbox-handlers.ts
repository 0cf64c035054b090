import type { InboxItem, InboxLabel } from '@leadpilot/contracts';
import { apiUrl, dataReply, HttpResponse, http } from '../../test/server.ts';
import { countsOf, detailOf, filterSources, itemReply, listPath } from './inbox-fixtures.ts';

/** An inbox the handlers change as the server would; every request's query and body is recorded. */
export function inboxHandlers(initial: InboxItem[]) {
  let items = initial;
  const deletedItems: InboxItem[] = [];
  const listCalls: URLSearchParams[] = [];
  const bodies: { path: string; body: unknown }[] = [];
  const find = (id: unknown) => items.find((item) => item.id === id);
  const update = (id: string, change: Partial<InboxItem>) => {
    items = items.map((item) => (item.id === id ? { ...item, ...change } : item));
    return find(id);
  };
  const visible = (query: URLSearchParams) =>
    items.filter((item) => {
      const state = query.get('state') ?? 'open';
      const label = query.get('label');
      return (state === 'all' || item.state === state) && (!label || item.label === label);
    });

  const handlers = [
    ...filterSources,
    http.get(listPath, ({ request }) => {
      const query = new URL(request.url).searchParams;
      listCalls.push(query);
      return HttpResponse.json({ data: visible(query), nextCursor: null });
    }),
    http.get(apiUrl('v1/inbox/counts'), ({ request }) =>
      dataReply(countsOf(visible(new URL(request.url).searchParams))),
    ),
    http.get(apiUrl('v1/inbox/:id'), ({ params }) => {
      const item = find(params.id);
      return item
        ? dataReply(detailOf(item))
        : HttpResponse.json({ message: 'This message was not found.' }, { status: 404 });
    }),
    http.put(apiUrl('v1/inbox/:id/label'), async ({ params, request }) => {
      const body = (await request.json()) as { label: InboxLabel | null };
      bodies.push({ path: 'label', body });
      const before = find(params.id);
      const item = update(String(params.id), {
        labelOverride: body.label,
        label: body.label ?? before?.classifierLabel ?? null,
      });
      return item ? itemReply('Labelled.', item) : HttpResponse.json({ message: 'Not found' }, { status: 404 });
    }),
    http.post(apiUrl('v1/inbox/:id/handled'), async ({ params, request }) => {
      const body = (await request.json()) as { handled: boolean };
      bodies.push({ path: 'handled', body });
      const item = update(String(params.id), { state: body.handled ? 'handled' : 'open' });
      return item ? itemReply('Marked handled.', item) : HttpResponse.json({ message: 'Not found' }, { status: 404 });
    }),
    http.post(apiUrl('v1/inbox/:id/snooze'), async ({ params, request }) => {
      const body = (await request.json()) as { until: string | null };
      bodies.push({ path: 'snooze', body });
      const item = update(String(params.id), { state: body.until ? 'snoozed' : 'open', snoozedUntil: body.until });
      return item ? itemReply('Snoozed.', item) : HttpResponse.json({ message: 'Not found' }, { status: 404 });
    }),
    http.delete(apiUrl('v1/inbox/:id'), ({ params }) => {
      bodies.push({ path: 'delete', body: params.id });
      const removed = find(params.id);
      items = items.filter((item) => item.id !== params.id);
      deletedItems.push(...(removed ? [removed] : []));
      return HttpResponse.json({ message: 'Message deleted.', data: { id: params.id } });
    }),
    http.post(apiUrl('v1/inbox/:id/restore'), ({ params }) => {
      bodies.push({ path: 'restore', body: params.id });
      const restored = deletedItems.find((item) => item.id === params.id);
      if (restored) items = [...items, restored].sort((a, b) => b.receivedAt.localeCompare(a.receivedAt));
      return restored
        ? itemReply('Message restored.', restored)
        : HttpResponse.json({ message: 'Not found' }, { status: 404 });
    }),
    http.post(apiUrl('v1/inbox/:id/reply'), async ({ params, request }) => {
      const body = await request.json();
      bodies.push({ path: 'reply', body });
      const item = find(params.id);
      return HttpResponse.json({
        message: `Reply sent to ${item?.fromAddress}.`,
        data: {
          messageId: '<lp.manual.1@acme.test>',
          duplicate: false,
          to: item?.fromAddress,
          from: item?.mailboxEmail,
        },
      });
    }),
  ];
  return { handlers, listCalls, bodies };
}
