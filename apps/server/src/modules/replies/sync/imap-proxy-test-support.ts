import { connect, createServer, type Socket } from 'node:net';

/**
 * A TCP relay on loopback in front of a real IMAP server, for tests of a connection lost mid-read:
 * it passes every byte both ways, counts the server's `* n FETCH` answers, and closes both sides
 * once it has relayed as many as `cutAfterFetches` allows (once; counting starts at the call).
 */
export async function startImapCutProxy(target: { host: string; port: number }) {
  const open = new Set<Socket>();
  let fetchesLeft = Number.POSITIVE_INFINITY;
  let cuts = 0;
  const server = createServer((client) => {
    const upstream = connect(target.port, target.host);
    open.add(client);
    open.add(upstream);
    const end = () => {
      client.destroy();
      upstream.destroy();
      open.delete(client);
      open.delete(upstream);
    };
    client.on('error', end);
    upstream.on('error', end);
    client.on('close', end);
    upstream.on('close', end);
    client.on('data', (chunk: Buffer) => upstream.write(chunk));
    upstream.on('data', (chunk: Buffer) => {
      const fetches = chunk.toString('latin1').match(/^\* \d+ FETCH /gm)?.length ?? 0;
      if (fetches > 0 && fetches >= fetchesLeft) {
        // Relay the answer only part-way: the client sees the connection drop in the middle of a message.
        client.write(chunk.subarray(0, Math.floor(chunk.length / 2)));
        fetchesLeft = Number.POSITIVE_INFINITY;
        cuts += 1;
        end();
        return;
      }
      fetchesLeft -= fetches;
      client.write(chunk);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    host: '127.0.0.1',
    port,
    /** Cuts the connection while the server sends its `count`-th FETCH answer from now on. */
    cutAfterFetches(count: number) {
      fetchesLeft = count;
    },
    cuts: () => cuts,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of open) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
