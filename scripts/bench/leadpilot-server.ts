// Child process: Leadpilot started exactly as main.ts does (startRuntime), configured by the
// environment the harness passes (engine, temp DATA_DIR, raised rate limits), on a loopback port.
import { loadConfig } from '../../apps/server/src/config.ts';
import { startRuntime } from '../../apps/server/src/runtime.ts';
import { announceAndAwaitStop } from './child-protocol.ts';

const runtime = await startRuntime(loadConfig(process.env));
await runtime.app.listen({ host: '127.0.0.1', port: 0 });
announceAndAwaitStop(runtime.app.server.address(), () => runtime.stop());
