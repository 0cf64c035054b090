import {
  type InboxKindFilter,
  type InboxLabel,
  type InboxState,
  inboxKindFilters,
  inboxLabels,
  inboxStates,
} from '@leadpilot/contracts';
import { useCallback } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { useListParams } from '../../../shared/hooks/use-list-params.ts';
import type { InboxListArgs } from '../api/inbox-api.ts';

export const inboxFilterNames = ['label', 'kind', 'state', 'campaignId', 'mailboxId'] as const;
export type InboxFilterName = (typeof inboxFilterNames)[number];

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  values.find((candidate) => candidate === value);

/**
 * The inbox's filters and its open message, kept in the address: `/inbox/<id>?label=…&state=…`.
 * Filters replace the entry (Back leaves the inbox); opening a message adds one, so Back returns
 * to the message before (or to the list on a phone).
 */
export function useInboxParams() {
  const params = useListParams(inboxFilterNames);
  const { messageId } = useParams();
  const navigate = useNavigate();
  const { search } = useLocation();

  const label = oneOf<InboxLabel>(inboxLabels, params.filterOf('label'));
  const kind = oneOf<InboxKindFilter>(inboxKindFilters, params.filterOf('kind'));
  const state = oneOf<InboxState>(inboxStates, params.filterOf('state')) ?? 'open';
  const campaignId = params.filterOf('campaignId') ?? undefined;
  const mailboxId = params.filterOf('mailboxId') ?? undefined;
  const q = params.query || undefined;

  const listArgs: InboxListArgs = { label, kind, state, campaignId, mailboxId, q };

  const open = useCallback(
    (id: string | null, options: { replace?: boolean } = {}) =>
      navigate(`/inbox${id ? `/${id}` : ''}${search}`, options),
    [navigate, search],
  );

  return {
    ...params,
    selectedId: messageId ?? null,
    listArgs,
    /** The same filters without the label: what the counts count. */
    countArgs: { kind, state, campaignId, mailboxId, q },
    /** Opens a message (null: back to the list alone). */
    open,
    /** The address of a message, the filters kept. */
    hrefFor: (id: string) => `/inbox/${id}${search}`,
  };
}
