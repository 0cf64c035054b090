// `npm run serve:server` and `npm run serve:worker`: the server or a worker process alone, without
// `npm start`'s install and web build (arguments reach main.ts: `--role all|web|worker`).
import { serverCommand, serverEnvironment } from './lib/server-process.mjs';
import { runOrExit } from './lib/setup.mjs';

runOrExit(...serverCommand(process.argv.slice(2)), { env: { ...serverEnvironment, ...process.env } });
