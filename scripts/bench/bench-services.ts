import { loadConfig } from '../../apps/server/src/config.ts';
import type { DatabaseHandle } from '../../apps/server/src/db/client.ts';
import { systemClock } from '../../apps/server/src/platform/clock.ts';
import { createSandboxTransport } from '../../apps/server/src/platform/mail/sandbox-transport.ts';
import { createInlineQueue } from '../../apps/server/src/platform/queue.ts';
import { createServices } from '../../apps/server/src/services.ts';

/** The app's services on a bench database: test settings, the system clock, an inline queue, sandbox mail. */
export function benchServices(handle: DatabaseHandle) {
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: '/tmp/leadpilot-bench-unused',
    JWT_SECRET: 'bench-jwt-secret-that-is-long-enough-0123456789',
    ENCRYPTION_KEY: 'bench-encryption-key-that-is-long-enough-0123',
  });
  return createServices({
    config,
    database: handle,
    clock: systemClock,
    queue: createInlineQueue(),
    mail: createSandboxTransport(handle.db),
  });
}
