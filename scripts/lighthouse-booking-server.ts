// A Leadpilot server with a real booking page, for measuring `/book/{slug}` with Lighthouse
// (docs/benchmarks.md): the browser tests' Google loopbacks (sign-in and Calendar API) on their
// ports, a server as `npm start` runs it (demo organisation seeded), and a member whose Google
// calendar is connected through consent and given the page `ada-lovelace` (every day 08:00–18:00
// Berlin, 30 minutes), as e2e/support/booking.ts makes one. Runs until stopped (Ctrl-C).
//
//   npx tsx scripts/lighthouse-booking-server.ts      # prints "ready" with the command to measure
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { e2eServer, oidcLoopback, providerApiLoopback } from '../e2e/support/e2e-server.ts';
import { serverCommand, serverEnvironment } from './lib/server-process.mjs';

const port = Number(process.env.PORT ?? 4482);
const base = `http://localhost:${port}`;
const dataDir = process.env.DATA_DIR ?? '/tmp/leadpilot-lighthouse-booking';
const slug = 'ada-lovelace';

rmSync(dataDir, { recursive: true, force: true });
const [node, args] = serverCommand();
const children: ChildProcess[] = [
  spawn('npx', ['tsx', 'apps/server/test/oidc-loopback-main.ts'], {
    env: { ...process.env, ...oidcLoopback.environment },
    stdio: 'inherit',
  }),
  spawn('npx', ['tsx', 'apps/server/test/provider-api-loopback-main.ts'], {
    env: { ...process.env, ...providerApiLoopback.environment },
    stdio: 'inherit',
  }),
  spawn(node, args, {
    env: {
      ...process.env,
      ...serverEnvironment,
      ...e2eServer.environment,
      NODE_ENV: 'development',
      SEED_PEOPLE: '20000',
      PORT: String(port),
      APP_URL: base,
      DATA_DIR: dataDir,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  }),
];
const stop = () => {
  for (const child of children) child.kill();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);

async function call<T>(path: string, init: RequestInit = {}): Promise<T> {
  const response = await fetch(`${base}${path}`, init);
  if (!response.ok)
    throw new Error(`${init.method ?? 'GET'} ${path} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

for (let attempt = 0; ; attempt++) {
  if (attempt === 180) throw new Error(`The server did not answer ${base}/api/health within 3 minutes.`);
  if (
    await fetch(`${base}/api/health`).then(
      (response) => response.ok,
      () => false,
    )
  )
    break;
  await new Promise((resolve) => setTimeout(resolve, 1000));
}
const json = { 'content-type': 'application/json' };
const { accessToken } = await call<{ accessToken: string }>('/api/v1/signup', {
  method: 'POST',
  headers: json,
  body: JSON.stringify({
    name: 'Ada Lovelace',
    email: `host-${randomBytes(3).toString('hex')}@lighthouse.example.com`,
    password: `Lh-${randomBytes(9).toString('base64url')}`,
    organisationName: 'Analytical Engines',
  }),
});
const headers = { authorization: `Bearer ${accessToken}` };
const consent = await call<{ data: { url: string } }>('/api/v1/organisation/calendar?provider=google', { headers });
// The loopback answers the consent at once with a redirect that carries the code.
const callback = new URL((await fetch(consent.data.url, { redirect: 'manual' })).headers.get('location') ?? '');
await call(`/api/v1/organisation/emailcode?${callback.searchParams}`, { headers });
const calendars = await call<{ data: { id: string }[] }>(
  '/api/v1/organisation/emails?mode=Calendar&page=1&perPage=10',
  {
    headers,
  },
);
await call('/api/v1/organisation/calendar', {
  method: 'POST',
  headers: { ...headers, ...json },
  body: JSON.stringify({
    id: calendars.data[0]?.id,
    workingHours: { start: '08:00', end: '18:00', days: [1, 2, 3, 4, 5, 6, 7] },
    timeZone: 'Europe/Berlin',
    meetingMinutes: 30,
    bufferMinutes: 0,
    bookingSlug: slug,
    minimumNoticeMinutes: 0,
  }),
});
console.log(
  `ready: ${base}/book/${slug}\n  node scripts/lighthouse.mjs --base-url ${base} --data-dir ${dataDir} --booking-slug ${slug} --write`,
);
