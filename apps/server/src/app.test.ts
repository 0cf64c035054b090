import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../test/harness.ts';

let context: TestContext;
const bigScript = `export const rows = ${JSON.stringify(Array.from({ length: 400 }, (_, index) => ({ index, label: `Row ${index}` })))};`;
const loginPage = '<div id="root" data-prerendered><h1>Sign in</h1></div>';
const webDist = mkdtempSync(path.join(tmpdir(), 'leadpilot-web-'));

beforeAll(async () => {
  writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>Leadpilot</title><div id="root"></div>');
  mkdirSync(path.join(webDist, 'assets'));
  writeFileSync(path.join(webDist, 'assets', 'app-1234.js'), 'console.log(1)');
  // A script with the compressed copies the build writes beside it (scripts/compress-assets.mjs).
  writeFileSync(path.join(webDist, 'assets', 'big-5678.js'), bigScript);
  writeFileSync(path.join(webDist, 'assets', 'big-5678.js.br'), brotliCompressSync(bigScript));
  writeFileSync(path.join(webDist, 'assets', 'big-5678.js.gz'), gzipSync(bigScript));
  // Two pre-rendered public pages, as scripts/prerender.mjs writes them (docs/public-pages.md).
  mkdirSync(path.join(webDist, 'prerendered'));
  writeFileSync(path.join(webDist, 'prerendered', 'login.html'), loginPage);
  writeFileSync(path.join(webDist, 'prerendered', 'login.html.br'), brotliCompressSync(loginPage));
  writeFileSync(
    path.join(webDist, 'prerendered', 'reset.html'),
    '<div id="root" data-prerendered><h1>Reset</h1></div>',
  );
  writeFileSync(
    path.join(webDist, 'prerendered', 'pages.json'),
    JSON.stringify({
      '/login': { file: 'login.html' },
      '/reset-password': { file: 'reset.html', query: { name: 'token', minLength: 16 } },
      // Drawn once per set of sign-in providers; this server offers none, and one variant is missing.
      '/register': { file: 'login.html', variants: { '': 'login.html', google: 'reset.html' } },
      '/pricing': { file: 'login.html', variants: { google: 'login.html' } },
    }),
  );
  context = await createTestContext({ config: { WEB_DIST_DIR: webDist } });
});
afterAll(() => context.close());

describe('the HTTP shell', () => {
  it('serves a strict Content-Security-Policy without inline scripts on pages and API replies', async () => {
    for (const url of ['/home', '/api/health']) {
      const response = await context.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      const policy = String(response.headers['content-security-policy']);
      expect(policy).toContain("script-src 'self'");
      expect(policy).not.toMatch(/script-src[^;]*unsafe-inline/);
      expect(policy).toContain("object-src 'none'");
      expect(policy).toContain("base-uri 'none'");
      expect(policy).toContain("frame-ancestors 'none'");
      expect(response.headers['x-content-type-options']).toBe('nosniff');
    }
  });

  it('answers navigations with the web app and unknown data paths with a JSON 404', async () => {
    const page = await context.app.inject({ method: 'GET', url: '/settings/team', headers: { accept: 'text/html' } });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<div id="root">');
    const data = await context.app.inject({
      method: 'GET',
      url: '/api/v1/nothing-here',
      headers: { accept: 'text/html' },
    });
    expect(data.statusCode).toBe(404);
    expect(data.json()).toMatchObject({ code: 'NOT_FOUND', message: expect.any(String) });
    const script = await context.app.inject({ method: 'GET', url: '/missing.js', headers: { accept: '*/*' } });
    expect(script.statusCode).toBe(404);
    for (const headers of [{ accept: '*/*' }, { accept: 'application/json' }, {}]) {
      const root = await context.app.inject({ method: 'GET', url: '/', headers });
      expect(root.statusCode, JSON.stringify(headers)).toBe(200);
      expect(root.body).toContain('<div id="root">');
    }
    const unknownPath = await context.app.inject({ method: 'GET', url: '/no-such-page', headers: { accept: '*/*' } });
    expect(unknownPath.statusCode).toBe(404);
    const asset = await context.app.inject({ method: 'GET', url: '/assets/app-1234.js' });
    expect(asset.headers['cache-control']).toContain('immutable');
  });

  it('answers a browser that accepts Brotli or gzip with the compressed copy the build wrote', async () => {
    const get = (url: string, encoding?: string) =>
      context.app.inject({ method: 'GET', url, headers: encoding ? { 'accept-encoding': encoding } : {} });
    const br = await get('/assets/big-5678.js', 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(String(br.headers['content-type'])).toContain('javascript');
    expect(String(br.headers.vary).toLowerCase()).toContain('accept-encoding');
    expect(br.headers['cache-control']).toContain('immutable');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(bigScript);
    expect(br.rawPayload.length).toBeLessThan(bigScript.length / 3);
    const gz = await get('/assets/big-5678.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(bigScript);
    // No encoding accepted, or no copy written (a small file): the file as it is.
    const plain = await get('/assets/big-5678.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(bigScript);
    const small = await get('/assets/app-1234.js', 'br');
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.body).toBe('console.log(1)');
    // A pre-rendered page is answered the same way.
    const page = await context.app.inject({
      method: 'GET',
      url: '/login',
      headers: { accept: 'text/html', 'accept-encoding': 'br' },
    });
    expect(page.headers['content-encoding']).toBe('br');
    expect(String(page.headers['content-type'])).toContain('text/html');
    expect(brotliDecompressSync(page.rawPayload).toString()).toBe(loginPage);
  });

  it('answers the public pages with their pre-rendered file, and other addresses with the app', async () => {
    const get = (url: string) => context.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
    for (const url of ['/login', '/login?next=%2Fcampaigns', `/reset-password?token=${'a'.repeat(32)}`, '/register']) {
      const page = await get(url);
      expect(page.statusCode, url).toBe(200);
      expect(page.body, url).toContain('data-prerendered');
      expect(page.headers['cache-control'], url).toBe('no-cache');
      expect(String(page.headers['content-security-policy']), url).not.toMatch(/script-src[^;]*unsafe-inline/);
    }
    // The reset page without a usable token, a path only near a public one, a signed-in page, and a page
    // with no variant for this server's providers: the app.
    for (const url of ['/reset-password', '/reset-password?token=short', '/login/x', '/LOGIN', '/home', '/pricing']) {
      const page = await get(url);
      expect(page.statusCode, url).toBe(200);
      expect(page.body, url).toContain('<div id="root"></div>');
    }
  });

  it('marks API replies as not cacheable and sends no CORS grant to another origin', async () => {
    const response = await context.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { origin: 'https://evil.example' },
    });
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('answers wrong content types with 415, bad JSON with 400 and oversized bodies with 413, each with a message', async () => {
    const textPlain = await context.app.inject({
      method: 'POST',
      url: '/api/v1/login',
      headers: { 'content-type': 'text/plain' },
      payload: 'hello',
    });
    expect(textPlain.statusCode).toBe(415);
    const truncated = await context.app.inject({
      method: 'POST',
      url: '/api/v1/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": "a@b.c", "pass',
    });
    expect(truncated.statusCode).toBe(400);
    expect(truncated.json().message).toBe('The request body is not valid JSON.');
    const huge = await context.app.inject({
      method: 'POST',
      url: '/api/v1/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'a@b.c', password: 'x'.repeat(2_000_000) }),
    });
    expect(huge.statusCode).toBe(413);
    expect(huge.json().message).toBe('The request body is too large.');
    const poisoned = await context.app.inject({
      method: 'POST',
      url: '/api/v1/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":"a@b.c","password":"x","__proto__":{"isSuperAdmin":true}}',
    });
    expect(poisoned.statusCode).toBe(400);
    expect(poisoned.json().message).toEqual(expect.any(String));
  });

  it('serves the OpenAPI description of every route at /api/docs', async () => {
    const response = await context.app.inject({ method: 'GET', url: '/api/docs/json' });
    const paths = Object.keys(response.json().paths);
    for (const route of context.app.routeInventory) expect(paths).toContain(route.url.replace(/:(\w+)/g, '{$1}'));
  });
});
