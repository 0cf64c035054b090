import type { AddressInfo } from 'node:net';

/** The one message a server child sends its parent: it listens on this loopback port. */
export interface ReadyMessage {
  type: 'ready';
  port: number;
}

export function isReadyMessage(message: unknown): message is ReadyMessage {
  return (
    typeof message === 'object' &&
    message !== null &&
    (message as ReadyMessage).type === 'ready' &&
    typeof (message as ReadyMessage).port === 'number'
  );
}

/**
 * Tells the parent the port, then stops on SIGTERM/SIGINT or when the parent goes away
 * (so a killed harness never leaves a server behind).
 */
export function announceAndAwaitStop(address: AddressInfo | string | null, stop: () => Promise<void>) {
  if (!process.send || address === null || typeof address === 'string') {
    throw new Error('A benchmark server must be started by scripts/bench/run.ts (IPC) on a TCP port.');
  }
  let stopping = false;
  const shutdown = () => {
    if (stopping) return;
    stopping = true;
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    stop().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  process.once('SIGTERM', shutdown);
  process.once('SIGINT', shutdown);
  process.once('disconnect', shutdown);
  const ready: ReadyMessage = { type: 'ready', port: address.port };
  process.send(ready);
}
