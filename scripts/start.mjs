// `npm start`: installs what is missing, builds the web app if needed, then runs Leadpilot
// (migrations and the first-run demo seed happen inside the server's start-up). Arguments after
// `--` reach the server: `npm start -- --role web` (see docs/operations.md for web and worker processes).
import { serverCommand, serverEnvironment } from './lib/server-process.mjs';
import { ensureDependencies, ensureWebBuild, runOrExit } from './lib/setup.mjs';

ensureDependencies();
ensureWebBuild();
runOrExit(...serverCommand(process.argv.slice(2)), { env: { ...serverEnvironment, ...process.env } });
