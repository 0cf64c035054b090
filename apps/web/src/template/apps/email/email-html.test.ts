import { describe, expect, it } from 'vitest';
import { replySubject, textToHtml } from './email-html.ts';

describe('a typed reply', () => {
  it('becomes one paragraph a line, with its markup shown as text', () => {
    expect(textToHtml('Hi <b>Ann</b> & co\nThanks')).toBe('<p>Hi &lt;b&gt;Ann&lt;/b&gt; &amp; co</p><p>Thanks</p>');
  });

  it('gets "Re:" in front of its subject only once', () => {
    expect(replySubject('Quarterly plan')).toBe('Re: Quarterly plan');
    expect(replySubject('RE: Quarterly plan')).toBe('RE: Quarterly plan');
  });
});
