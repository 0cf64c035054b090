/**
 * Runs the loopback Google and Microsoft sign-in (oidc-loopback.ts) as its own process, for the
 * browser tests:
 *
 *   GOOGLE_PORT=3220 MICROSOFT_PORT=3221 GOOGLE_CLIENT_ID=… GOOGLE_CLIENT_SECRET=… \
 *   MICROSOFT_CLIENT_ID=… MICROSOFT_CLIENT_SECRET=… npx tsx apps/server/test/oidc-loopback-main.ts
 *
 * and start Leadpilot with GOOGLE_ISSUER=http://127.0.0.1:3220, MICROSOFT_AUTHORITY=http://127.0.0.1:3221
 * and the same client ids and secrets. The account that signs in next is set with
 * `POST <loopback>/__control/next-user`. It prints one line when ready and stops on SIGINT or SIGTERM.
 */
import { startOidcLoopback } from './oidc-loopback.ts';

function required(name: string): string {
  const value = process.env[name];
  if (!value) {
    console.error(`oidc-loopback: set ${name}`);
    process.exit(1);
  }
  return value;
}

const host = process.env.HOST ?? '127.0.0.1';
const google = await startOidcLoopback({
  flavour: 'google',
  clientId: required('GOOGLE_CLIENT_ID'),
  clientSecret: required('GOOGLE_CLIENT_SECRET'),
  port: Number(process.env.GOOGLE_PORT ?? 0),
  host,
});
const microsoft = await startOidcLoopback({
  flavour: 'microsoft',
  clientId: required('MICROSOFT_CLIENT_ID'),
  clientSecret: required('MICROSOFT_CLIENT_SECRET'),
  port: Number(process.env.MICROSOFT_PORT ?? 0),
  host,
});
console.log(`oidc-loopback listening: Google ${google.url}, Microsoft ${microsoft.url}`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void Promise.all([google.close(), microsoft.close()]).finally(() => process.exit(0));
  });
}
