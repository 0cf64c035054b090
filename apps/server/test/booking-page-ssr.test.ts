import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { BookingPage } from '@leadpilot/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BookingWorld, connectCalendar, startBookingWorld } from '../src/modules/meetings/booking-test-support.ts';
import { jsonForScript } from '../src/platform/booking-page-render.ts';

/**
 * `/book/{slug}` rendered by the server with the page's data (docs/public-pages.md): a web build's
 * frame as scripts/prerender.mjs writes it, and a server bundle that is the web app's own
 * entry-server.tsx (what `vite build --ssr` bundles), so the markup is the real booking route's.
 */
const webSource = fileURLToPath(new URL('../../web/src/entry-server.tsx', import.meta.url));
const root = mkdtempSync(path.join(tmpdir(), 'leadpilot-book-'));
const webDist = path.join(root, 'dist');
const bare = mkdtempSync(path.join(tmpdir(), 'leadpilot-book-bare-'));
const frame = `<!doctype html>
<html lang="en" data-mantine-color-scheme="light">
  <head><title>Book a meeting · Leadpilot</title></head>
  <body>
    <div id="root" data-prerendered><!--booking-page--></div>
  </body>
</html>`;

let world: BookingWorld;
let plain: BookingWorld;

beforeAll(async () => {
  mkdirSync(path.join(webDist, 'prerendered'), { recursive: true });
  mkdirSync(path.join(root, 'dist-ssr'));
  writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>Leadpilot</title><div id="root"></div>');
  writeFileSync(path.join(webDist, 'prerendered', 'book.html'), frame);
  writeFileSync(
    path.join(root, 'dist-ssr', 'entry-server.js'),
    `export { renderBookingPage } from ${JSON.stringify(webSource)};\n`,
  );
  world = await startBookingWorld({ config: { WEB_DIST_DIR: webDist } });
  const owner = await world.context.signup({
    name: 'Ada <script>alert(1)</script> Lovelace',
    organisationName: 'Engines & <b>Co</b>',
  });
  await connectCalendar(world, owner, { email: 'ada@engines.test', slug: 'ada-ssr' });
  // A build without the server bundle (development, or no `vite build --ssr`): the app's plain page.
  writeFileSync(path.join(bare, 'index.html'), '<!doctype html><title>Leadpilot</title><div id="root"></div>');
  plain = await startBookingWorld({ config: { WEB_DIST_DIR: bare } });
  const other = await plain.context.signup({ name: 'Grace Hopper' });
  await connectCalendar(plain, other, { email: 'grace@engines.test', slug: 'grace-ssr' });
});
afterAll(async () => {
  await world?.close();
  await plain?.close();
  for (const folder of [root, bare]) rmSync(folder, { recursive: true, force: true });
});

const navigate = (context: BookingWorld['context'], url: string) =>
  context.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });

function pageDataOf(html: string): BookingPage {
  const json = /<script type="application\/json" id="leadpilot-page-data">([^<]*)<\/script>/.exec(html)?.[1];
  if (!json) throw new Error('The page carries no data block.');
  return (JSON.parse(json) as { bookingPage: BookingPage }).bookingPage;
}

describe('a booking page rendered on the server', () => {
  it('answers the page with the host, the meeting and the first free day, and its data as JSON', async () => {
    const response = await navigate(world.context, '/book/ada-ssr');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers['cache-control']).toBe('no-cache');
    // React separates text parts with empty comments ("30<!-- -->-minute meeting").
    const html = response.body.replaceAll('<!-- -->', '');
    // The host's name and the organisation, escaped; the meeting's length; the first free day
    // (Tuesday 4 June 2030: the test's now is Monday 07:00 Berlin, free from 09:00 the same day).
    expect(html).toContain('Meet Ada &lt;script&gt;alert(1)&lt;/script&gt; Lovelace');
    expect(html).toContain('Engines &amp; &lt;b&gt;Co&lt;/b&gt;');
    expect(html).toContain('30-minute meeting');
    expect(html).toContain('Mon 3 Jun');
    expect(html).toContain('Free times on Monday 3 June');
    expect(html).toContain('>09:00<');
    expect(html).toContain('Times are shown in Europe/Berlin.');
    // The data, as the API answers it without a zone (the host's clock), readable back.
    const data = pageDataOf(html);
    expect(data).toMatchObject({ slug: 'ada-ssr', kind: 'host', zone: 'Europe/Berlin', meetingMinutes: 30 });
    expect(data.name).toBe('Ada <script>alert(1)</script> Lovelace');
    const api = await world.context.call<{ data: BookingPage }>('GET', '/api/v1/booking/ada-ssr');
    expect(data).toEqual(api.body.data);
    // No user-given text unescaped: the only script elements are the data block.
    expect(html.match(/<script/g)).toHaveLength(1);
    expect(html).not.toContain('<b>Co');
  });

  it('is sent compressed to a browser that accepts it, the same page', async () => {
    const plainPage = (await navigate(world.context, '/book/ada-ssr')).body;
    const get = (encoding: string) =>
      world.context.app.inject({
        method: 'GET',
        url: '/book/ada-ssr',
        headers: { accept: 'text/html', 'accept-encoding': encoding },
      });
    const br = await get('gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(String(br.headers.vary).toLowerCase()).toContain('accept-encoding');
    expect(String(br.headers['content-type'])).toContain('text/html');
    const unpacked = brotliDecompressSync(br.rawPayload).toString();
    // The free times are the same; only the page data's generated time could differ.
    expect(unpacked.replaceAll('<!-- -->', '')).toContain('Free times on Monday 3 June');
    expect(br.rawPayload.length).toBeLessThan(plainPage.length / 2);
    const gz = await get('gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString().replaceAll('<!-- -->', '')).toContain(
      'Times are shown in Europe/Berlin.',
    );
    expect((await navigate(world.context, '/book/ada-ssr')).headers['content-encoding']).toBeUndefined();
  });

  it('opens on the time a link asks for, with the form', async () => {
    const html = (await navigate(world.context, '/book/ada-ssr?at=2030-06-03T08:00:00.000Z')).body;
    expect(html).toContain('aria-pressed="true" aria-label="Monday 3 June, 10:00"');
    expect(html).toContain('Your name');
  });

  it('leaves an unknown page, the manage links and other addresses to the app', async () => {
    for (const url of ['/book/nobody-here', '/book/manage', '/book/Not_A_Slug', '/book/ada-ssr/more']) {
      const response = await navigate(world.context, url);
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toContain('<div id="root"></div>');
      expect(response.body, url).not.toContain('leadpilot-page-data');
    }
  });

  it('answers the app’s plain page when the build has no server bundle', async () => {
    const response = await navigate(plain.context, '/book/grace-ssr');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<div id="root"></div>');
  });
});

describe('jsonForScript', () => {
  it('writes no character that could end the element or open a comment', () => {
    const text = jsonForScript({ name: '</script><!-- <script>\u2028' });
    expect(text).not.toMatch(/[<\u2028]/);
    expect(JSON.parse(text)).toEqual({ name: '</script><!-- <script>\u2028' });
  });
});
