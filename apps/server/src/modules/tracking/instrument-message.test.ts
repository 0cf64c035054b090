import { randomUUID } from 'node:crypto';
import { parseDocument } from 'htmlparser2';
import { describe, expect, it } from 'vitest';
import { renderUnsubscribeFooter } from '../suppressions/index.ts';
import { instrumentMessage, type TrackingSettings } from './instrument-message.ts';
import { createTrackingTokens } from './tracking-tokens.ts';

const tokens = createTrackingTokens('tracking-test-secret-that-is-long-enough-0123456789');
const baseUrl = 'https://app.leadpilot.example';
const ids = {
  organisationId: randomUUID(),
  enrolmentId: randomUUID(),
  ledgerId: randomUUID(),
  campaignId: randomUUID(),
};
const at = new Date('2026-03-02T10:00:00Z');

const off: TrackingSettings = { opens: false, clicks: false, domain: null };
const clicks: TrackingSettings = { opens: false, clicks: true, domain: null };
const opens: TrackingSettings = { opens: true, clicks: false, domain: null };

function instrument(html: string, tracking: TrackingSettings) {
  return instrumentMessage(tokens, { html, tracking, baseUrl, at, ...ids });
}

/** Every href and img src of an HTML document, in order, as a parser reads them (entities decoded). */
function attributes(html: string, tag: string, name: string): string[] {
  const found: string[] = [];
  const walk = (node: { type?: string; name?: string; attribs?: Record<string, string>; children?: unknown[] }) => {
    if (node.name === tag && node.attribs?.[name] !== undefined) found.push(node.attribs[name]);
    for (const child of node.children ?? []) walk(child as typeof node);
  };
  walk(parseDocument(html) as never);
  return found;
}

const tokenOf = (address: string, prefix: string) => address.slice(prefix.length).replace(/\.gif$/, '');

const footer = renderUnsubscribeFooter(
  { organisationName: 'Acme Outbound', postalAddress: ['1 Main Street', 'Springfield'] },
  `${baseUrl}/unsubscribe?token=abc.def`,
).html;

const message = [
  '<p>Hi Pat, see <a href="https://acme.example/pricing?plan=pro&amp;utm=mail" class="cta">our pricing</a>',
  " and <A HREF='http://blog.acme.example/post'>the post</A>.</p>",
  '<p>Again: <a href="https://acme.example/pricing?plan=pro&amp;utm=mail">pricing</a>',
  ' · <a href="mailto:sam@acme.example?subject=Hi">mail me</a> · <a href="tel:+15551234">call</a>',
  ' · <a href="#top">top</a> · <a href="/relative">relative</a>',
  ' · <a href="https://lists.acme.example/unsubscribe?id=9">leave</a></p>',
  footer,
].join('');

describe('instrumentMessage', () => {
  it('returns the HTML unchanged when tracking is off (the default)', async () => {
    expect(await instrument(message, off)).toBe(message);
    expect(await instrument(message, { ...off, domain: 'track.acme.example' })).toBe(message);
  });

  it('rewrites each http(s) link to a signed click address that holds the original, entities decoded', async () => {
    const html = await instrument(message, clicks);
    const hrefs = attributes(html, 'a', 'href');
    const prefix = `${baseUrl}/api/v1/t/c/`;
    const tracked = hrefs.filter((href) => href.startsWith(prefix));
    expect(tracked).toHaveLength(3);
    const originals = await Promise.all(tracked.map((href) => tokens.verify(tokenOf(href, prefix), 'click')));
    expect(originals.map((claims) => claims?.url)).toEqual([
      'https://acme.example/pricing?plan=pro&utm=mail',
      'http://blog.acme.example/post',
      'https://acme.example/pricing?plan=pro&utm=mail',
    ]);
    expect(originals[0]).toMatchObject({ ...ids, kind: 'click', issuedAt: at });
    // The same link twice shares one address; the other attributes stay.
    expect(tracked[0]).toBe(tracked[2]);
    expect(html).toContain('class="cta"');
    expect(html).toContain('>our pricing</a>');
  });

  it('leaves unsubscribe, opt-out, mailto, tel, anchor and relative links alone, and the footer byte for byte', async () => {
    const html = await instrument(message, clicks);
    const hrefs = attributes(html, 'a', 'href');
    for (const untouched of [
      'mailto:sam@acme.example?subject=Hi',
      'tel:+15551234',
      '#top',
      '/relative',
      'https://lists.acme.example/unsubscribe?id=9',
      `${baseUrl}/unsubscribe?token=abc.def`,
    ]) {
      expect(hrefs).toContain(untouched);
    }
    expect(html.endsWith(footer)).toBe(true);
    expect(html).not.toContain('<img');
  });

  it('keeps the text between links exactly as written', async () => {
    const html = await instrument(message, clicks);
    const strip = (value: string) => value.replace(/<a\b[^>]*>/gi, '<a>');
    expect(strip(html)).toBe(strip(message));
  });

  it('adds a 1×1 pixel with a signed open address before </body>, or at the end', async () => {
    const document = '<html><body><p>Hello</p></body></html>';
    const html = await instrument(document, opens);
    const [src] = attributes(html, 'img', 'src');
    const prefix = `${baseUrl}/api/v1/t/o/`;
    expect(src?.startsWith(prefix) && src.endsWith('.gif')).toBe(true);
    expect(await tokens.verify(tokenOf(src ?? '', prefix), 'open')).toMatchObject({ ...ids, kind: 'open' });
    expect(await tokens.verify(tokenOf(src ?? '', prefix), 'click')).toBeNull();
    expect(html).toMatch(/<p>Hello<\/p><img [^>]*width="1" height="1"[^>]*\/><\/body><\/html>$/);
    // Opens alone leave the links as they are.
    const fragment = await instrument('<p><a href="https://acme.example">x</a></p>', opens);
    expect(fragment.startsWith('<p><a href="https://acme.example">x</a></p><img ')).toBe(true);
  });

  it('makes every tracking address on the custom tracking domain', async () => {
    const html = await instrument(message, { opens: true, clicks: true, domain: 'track.acme.example' });
    const addresses = [...attributes(html, 'a', 'href'), ...attributes(html, 'img', 'src')].filter((value) =>
      value.includes('/api/v1/t/'),
    );
    expect(addresses).toHaveLength(4);
    for (const address of addresses) expect(address.startsWith('https://track.acme.example/api/v1/t/')).toBe(true);
  });
});
