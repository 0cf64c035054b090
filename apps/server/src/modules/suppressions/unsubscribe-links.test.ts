import { randomUUID } from 'node:crypto';
import { decodeProtectedHeader } from 'jose';
import { describe, expect, it } from 'vitest';
import { renderUnsubscribeFooter } from './unsubscribe-footer.ts';
import { listUnsubscribeHeaders, unsubscribeLinks } from './unsubscribe-links.ts';
import { createUnsubscribeTokens } from './unsubscribe-tokens.ts';

const secret = 'unsubscribe-test-secret-that-is-long-enough-0123';
const tokens = createUnsubscribeTokens(secret);
const organisationId = randomUUID();
const enrolmentId = randomUUID();

/** Flips one character of a base64url token part, keeping it valid base64url. */
function tamper(token: string, part: number) {
  const parts = token.split('.');
  const text = parts[part] ?? '';
  const index = Math.floor(text.length / 2);
  const swapped = text[index] === 'A' ? 'B' : 'A';
  parts[part] = `${text.slice(0, index)}${swapped}${text.slice(index + 1)}`;
  return parts.join('.');
}

describe('unsubscribe tokens', () => {
  it('carry the organisation, the address (lower-case) and the enrolment', async () => {
    const token = await tokens.sign({ organisationId, email: 'Grace@Example.com', enrolmentId });
    expect(await tokens.verify(token)).toEqual({ organisationId, email: 'grace@example.com', enrolmentId });
    const withoutEnrolment = await tokens.sign({ organisationId, email: 'grace@example.com' });
    expect(await tokens.verify(withoutEnrolment)).toEqual({
      organisationId,
      email: 'grace@example.com',
      enrolmentId: undefined,
    });
  });

  it('do not show the address to whoever sees the link, and never expire', async () => {
    const token = await tokens.sign({ organisationId, email: 'grace@example.com' });
    const decodedParts = token.split('.').map((part) => Buffer.from(part, 'base64url').toString('latin1'));
    expect(decodedParts.join(' ')).not.toContain('grace');
    expect(token).not.toContain('grace');
    expect(decodeProtectedHeader(token)).toEqual({ alg: 'dir', enc: 'A256GCM' });
    // No expiry claim: a message opened years later still unsubscribes (the payload is only readable with the key).
    const later = createUnsubscribeTokens(secret);
    expect(await later.verify(token)).not.toBeNull();
  });

  it('refuse any change, another secret, and things that are not tokens', async () => {
    const token = await tokens.sign({ organisationId, email: 'grace@example.com', enrolmentId });
    for (const part of [0, 2, 3, 4]) expect(await tokens.verify(tamper(token, part))).toBeNull();
    expect(await tokens.verify(`${token}x`)).toBeNull();
    expect(await createUnsubscribeTokens(`${secret}-other`).verify(token)).toBeNull();
    for (const junk of ['', 'abc', 'a.b.c.d.e', '....', 'x'.repeat(5000)]) expect(await tokens.verify(junk)).toBeNull();
  });
});

describe('unsubscribe links and headers', () => {
  it('point the visible link at the page, the header at the one-click address, and mailto at the sending mailbox', async () => {
    const links = await unsubscribeLinks(tokens, {
      organisationId,
      email: 'grace@example.com',
      enrolmentId,
      baseUrl: 'https://app.leadpilot.example/',
      mailtoAddress: 'sales@acme.example',
    });
    const encoded = encodeURIComponent(links.token);
    expect(links.url).toBe(`https://app.leadpilot.example/unsubscribe?token=${encoded}`);
    expect(links.oneClickUrl).toBe(`https://app.leadpilot.example/api/v1/callback/unsubscribe?token=${encoded}`);
    expect(links.mailto).toBe(`mailto:sales@acme.example?subject=unsubscribe%20${encoded}`);
    expect(await tokens.verify(links.token)).toEqual({ organisationId, email: 'grace@example.com', enrolmentId });
  });

  it('without a mailbox, send mailto to unsubscribe@ the base address host', async () => {
    const links = await unsubscribeLinks(tokens, {
      organisationId,
      email: 'grace@example.com',
      baseUrl: 'https://track.acme.example',
    });
    expect(links.mailto.startsWith('mailto:unsubscribe@track.acme.example?subject=unsubscribe%20')).toBe(true);
  });

  it('write List-Unsubscribe as <https>, <mailto> and List-Unsubscribe-Post as RFC 8058 asks', () => {
    const headers = listUnsubscribeHeaders({
      oneClickUrl: 'https://app.example/api/v1/callback/unsubscribe?token=abc.def',
      mailto: 'mailto:sales@acme.example?subject=unsubscribe%20abc.def',
    });
    expect(headers).toEqual({
      'List-Unsubscribe':
        '<https://app.example/api/v1/callback/unsubscribe?token=abc.def>, <mailto:sales@acme.example?subject=unsubscribe%20abc.def>',
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
  });
});

describe('the unsubscribe footer', () => {
  it('has the visible unsubscribe line and the postal address, in text and escaped HTML', () => {
    const footer = renderUnsubscribeFooter(
      { organisationName: 'Acme & Sons', postalAddress: ['1 Main St', 'Springfield, IL, 62701', 'US'] },
      'https://app.example/unsubscribe?token=a&b',
    );
    expect(footer.text).toContain('unsubscribe here: https://app.example/unsubscribe?token=a&b');
    expect(footer.text).toContain('Acme & Sons, 1 Main St, Springfield, IL, 62701, US');
    expect(footer.html).toContain('<a href="https://app.example/unsubscribe?token=a&#38;b"');
    expect(footer.html).toContain('Acme &#38; Sons, 1 Main St, Springfield, IL, 62701, US');
    expect(footer.html).not.toContain('Acme & Sons');
  });
});
