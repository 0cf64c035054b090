import type {
  InboundBatch,
  InboundRequest,
  MailboxClient,
  MailboxClientFactory,
  MailboxRow,
} from '../../mailboxes/index.ts';

/** The sync engine's one way to reach mailboxes: read the inbox past a cursor. */
export interface InboundTransport {
  fetchInbound(mailbox: MailboxRow, request: InboundRequest): Promise<InboundBatch>;
  /** Closes the mailbox's client (its IMAP session), opened again on the next read. */
  release(mailboxId: string): Promise<void>;
  close(): Promise<void>;
}

/**
 * The transport over the mailboxes' own clients (SMTP + IMAP, Gmail, Microsoft 365, sandbox): one
 * client per mailbox while it is read, so an IMAP session serves every batch of a run.
 */
export function createMailboxInboundTransport(clients: MailboxClientFactory): InboundTransport {
  const open = new Map<string, Promise<MailboxClient>>();
  const clientOf = (mailbox: MailboxRow) => {
    let client = open.get(mailbox.id);
    if (!client) {
      client = clients.clientFor(mailbox);
      // A mailbox that could not be opened is tried afresh next time.
      client.catch(() => open.delete(mailbox.id));
      open.set(mailbox.id, client);
    }
    return client;
  };
  const release = async (mailboxId: string) => {
    const client = open.get(mailboxId);
    open.delete(mailboxId);
    await client?.then((opened) => opened.close()).catch(() => undefined);
  };
  return {
    async fetchInbound(mailbox, request) {
      return (await clientOf(mailbox)).fetchInbound(request);
    },
    release,
    async close() {
      for (const id of [...open.keys()]) await release(id);
    },
  };
}
