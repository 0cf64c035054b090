// `npm start`: installs what is missing, builds the web app if needed, then runs Leadpilot
// (migrations and the first-run demo seed happen inside the server's start-up).
import { ensureDependencies, ensureWebBuild, runOrExit } from './lib/setup.mjs';

ensureDependencies();
ensureWebBuild();
runOrExit('npm', ['run', '--silent', 'serve:server'], { env: { ...process.env } });
