/**
 * Runs the loopback Gmail API (with Google Calendar) and Microsoft Graph as their own process, for
 * the browser tests:
 *
 *   GMAIL_PORT=3230 GRAPH_PORT=3231 GOOGLE_JWKS_URL=http://127.0.0.1:3220/jwks \
 *   MICROSOFT_JWKS_URL=http://127.0.0.1:3221/discovery/v2.0/keys npx tsx apps/server/test/provider-api-loopback-main.ts
 *
 * The JWKS addresses are those of the sign-in loopback (oidc-loopback-main.ts) that issues the
 * access tokens. Start Leadpilot with GMAIL_API_URL=http://127.0.0.1:3230,
 * GOOGLE_CALENDAR_API_URL=http://127.0.0.1:3230/calendar/v3 and GRAPH_API_URL=http://127.0.0.1:3231/v1.0.
 * The account each answers for is set with `POST <loopback>/__control/account`. It prints one line
 * when ready and stops on SIGINT or SIGTERM.
 */
import { startGoogleApiLoopback } from './google-api-loopback.ts';
import { startGraphLoopback } from './graph-loopback.ts';

function required(name: string): string {
  const value = process.env[name];
  if (!value) {
    console.error(`provider-api-loopback: set ${name}`);
    process.exit(1);
  }
  return value;
}

const host = process.env.HOST ?? '127.0.0.1';
const google = await startGoogleApiLoopback({
  jwksUrl: required('GOOGLE_JWKS_URL'),
  port: Number(process.env.GMAIL_PORT ?? 0),
  host,
});
const graph = await startGraphLoopback({
  jwksUrl: required('MICROSOFT_JWKS_URL'),
  port: Number(process.env.GRAPH_PORT ?? 0),
  host,
});
console.log(`provider-api-loopback listening: Gmail ${google.url}, Graph ${graph.url}`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void Promise.all([google.close(), graph.close()]).finally(() => process.exit(0));
  });
}
