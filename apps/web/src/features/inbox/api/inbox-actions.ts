import {
  type InboxItem,
  type InboxLabel,
  type InboxReplyBody,
  idSchema,
  inboxItemReplySchema,
  inboxReplySentSchema,
  messageReplySchema,
} from '@leadpilot/contracts';
import { z } from 'zod';
import { inboxApi } from './inbox-api.ts';

const deletedReplySchema = messageReplySchema(z.object({ id: idSchema }));
type ItemReply = z.infer<typeof inboxItemReplySchema>;
export type ReplySent = z.infer<typeof inboxReplySentSchema>['data'];

/** A change of one message: its detail, the list and the counts load again. */
const changed = (id: string) => [{ type: 'InboxMessage' as const, id }, 'InboxList' as const];

const inboxActionsApi = inboxApi.injectEndpoints({
  endpoints: (build) => ({
    /** A person's label, kept apart from the classifier's; null returns to the classifier's. */
    setInboxLabel: build.mutation<InboxItem, { id: string; label: InboxLabel | null }>({
      query: ({ id, label }) => ({ path: `v1/inbox/${id}/label`, method: 'PUT', body: { label } }),
      rawResponseSchema: inboxItemReplySchema,
      transformResponse: (reply: ItemReply) => reply.data,
      invalidatesTags: (_item, _error, { id }) => changed(id),
    }),
    setInboxHandled: build.mutation<InboxItem, { id: string; handled: boolean }>({
      query: ({ id, handled }) => ({ path: `v1/inbox/${id}/handled`, method: 'POST', body: { handled } }),
      rawResponseSchema: inboxItemReplySchema,
      transformResponse: (reply: ItemReply) => reply.data,
      invalidatesTags: (_item, _error, { id }) => changed(id),
    }),
    /** Hidden until `until` (ISO, in the future); null shows it again now. */
    snoozeInboxMessage: build.mutation<InboxItem, { id: string; until: string | null }>({
      query: ({ id, until }) => ({ path: `v1/inbox/${id}/snooze`, method: 'POST', body: { until } }),
      rawResponseSchema: inboxItemReplySchema,
      transformResponse: (reply: ItemReply) => reply.data,
      invalidatesTags: (_item, _error, { id }) => changed(id),
    }),
    deleteInboxMessage: build.mutation<string, string>({
      query: (id) => ({ path: `v1/inbox/${id}`, method: 'DELETE' }),
      rawResponseSchema: deletedReplySchema,
      transformResponse: (reply: z.infer<typeof deletedReplySchema>) => reply.data.id,
      invalidatesTags: (_id, _error, id) => changed(id),
    }),
    /** The undo of a delete. */
    restoreInboxMessage: build.mutation<InboxItem, string>({
      query: (id) => ({ path: `v1/inbox/${id}/restore`, method: 'POST' }),
      rawResponseSchema: inboxItemReplySchema,
      transformResponse: (reply: ItemReply) => reply.data,
      invalidatesTags: (_item, _error, id) => changed(id),
    }),
    /** Sends from the message's mailbox to its sender, in the thread; the same key sends once. */
    replyToInboxMessage: build.mutation<ReplySent, { id: string; body: InboxReplyBody }>({
      query: ({ id, body }) => ({ path: `v1/inbox/${id}/reply`, method: 'POST', body }),
      rawResponseSchema: inboxReplySentSchema,
      transformResponse: (reply: z.infer<typeof inboxReplySentSchema>) => reply.data,
      invalidatesTags: (_sent, _error, { id }) => [{ type: 'InboxMessage', id }],
    }),
  }),
});

export const {
  useSetInboxLabelMutation,
  useSetInboxHandledMutation,
  useSnoozeInboxMessageMutation,
  useDeleteInboxMessageMutation,
  useRestoreInboxMessageMutation,
  useReplyToInboxMessageMutation,
} = inboxActionsApi;
