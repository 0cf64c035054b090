import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../platform/errors.ts';
import { htmlToText } from '../../platform/mail/html-text.ts';
import { compileTemplate, knownFieldKeys, renderCompiled, TrustedHtml } from './merge-fields.ts';

const known = knownFieldKeys(['favourite_product']);

/** The 422 a compile answers, or a failure when it compiles. */
function refusal(source: { subject?: string; html?: string }, keys = known): AppError {
  try {
    compileTemplate({ subject: source.subject ?? 'Hello', html: source.html ?? '<p>Hi</p>' }, keys);
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error('the template compiled');
}

const render = (html: string, values: Record<string, string | TrustedHtml> = {}, subject = 'Hello') =>
  renderCompiled(compileTemplate({ subject, html }, known), values, 'preview');

describe('merge fields: checking a template', () => {
  it('lists the fields a subject and body read, in order of first use, not loop variables or assigns', () => {
    const compiled = compileTemplate(
      {
        subject: 'Quick question, {{ first_name | default: "there" }}',
        html: '{% assign team = department | downcase %}<p>{{ company_name }} {{ team }} {% for i in (1..2) %}{{ i }}{% endfor %} {{ first_name }} {{ favourite_product }}</p>',
      },
      known,
    );
    expect(compiled.fields).toEqual(['first_name', 'department', 'company_name', 'favourite_product']);
  });

  it('refuses an unknown field with 422, naming it and the close match', () => {
    const error = refusal({ html: '<p>Hi {{ first_name }} at {{ compnay_name }}</p>' });
    expect(error.status).toBe(422);
    expect(error.message).toBe(
      'Unknown merge field {{ compnay_name }}: did you mean company_name? Use a built-in field or add a custom field first.',
    );
  });

  it('names every unknown field, in the subject and the body, with suggestions where one is close', () => {
    const error = refusal({ subject: 'For {{ frist_name }}', html: '{{ favorite_product }} {{ shoe_size }}' });
    expect(error.message).toBe(
      'Unknown merge fields: {{ frist_name }} (did you mean first_name?), {{ favorite_product }} (did you mean favourite_product?), {{ shoe_size }}. Use built-in fields or add custom fields first.',
    );
  });

  it('accepts a custom field only for the organisation that defined it', () => {
    expect(refusal({ html: '{{ favourite_product }}' }, knownFieldKeys([])).message).toContain(
      'Unknown merge field {{ favourite_product }}',
    );
  });

  it('explains syntax errors in plain words with the line and column', () => {
    expect(refusal({ html: '<p>Hi</p>\n<p>{% if first_name %}Hi {{ first_name }}</p>' }).message).toBe(
      'The body has a syntax error on line 2, column 4: {% if first_name %} has no matching {% endif %}.',
    );
    expect(refusal({ subject: 'Hi {{ first_name' }).message).toBe(
      'The subject has a syntax error on line 1, column 4: “{{ first_name” is not closed with }}.',
    );
    expect(refusal({ html: '{{ first_name | upcse }}' }).message).toBe(
      'The body has a syntax error on line 1, column 1: “upcse” is not a filter email templates know: did you mean upcase?',
    );
    expect(refusal({ html: '\n\n  {% iff title %}x{% endif %}' }).message).toBe(
      'The body has a syntax error on line 3, column 3: {% iff %} is not a tag email templates know.',
    );
  });
});

describe('merge fields: the sandbox', () => {
  it('has no include, render or layout: no template or file can be read, not even one that exists', () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'leadpilot-liquid-'));
    const secret = path.join(folder, 'secret.liquid');
    writeFileSync(secret, 'TOP SECRET CONTENT');
    for (const tag of [`include "${secret}"`, `render "${secret}"`, `layout "${secret}"`, 'include "secret.liquid"']) {
      const error = refusal({ html: `<p>{% ${tag} %}</p>` });
      expect(error.status).toBe(422);
      expect(error.message).toMatch(/is not available in email templates\.$/);
      expect(error.message).not.toContain('TOP SECRET');
    }
  });

  it('reads no prototype: {{ constructor }} is an unknown field, and properties of values are only their own', () => {
    expect(refusal({ html: '{{ constructor }}' }).message).toContain('Unknown merge field {{ constructor }}');
    const rendered = render('[{{ first_name.constructor }}][{{ first_name.__proto__ }}][{{ first_name.size }}]', {
      first_name: 'Maya',
    });
    expect(rendered.html).toBe('[][][4]');
    expect(rendered.html).not.toMatch(/function|native code|Object/);
  });

  it('never reads an inherited value for a custom field named like an Object method', () => {
    const keys = knownFieldKeys(['constructor', 'to_string']);
    const compiled = compileTemplate({ subject: 'x', html: '<p>{{ constructor }}</p>' }, keys);
    const rendered = renderCompiled(compiled, {}, 'preview');
    expect(rendered.html).toBe('<p><mark data-missing-field="constructor">constructor</mark></p>');
    expect(rendered.missingFields).toEqual(['constructor']);
  });

  it('stops a huge loop with a 422 instead of running on', () => {
    const loops = [
      '{% for i in (1..100000000) %}{{ i }}{% endfor %}',
      '{% for i in (1..5000) %}{% for j in (1..5000) %}x{% endfor %}{% endfor %}',
    ];
    for (const html of loops) {
      const compiled = compileTemplate({ subject: 'x', html }, known);
      let caught: unknown;
      try {
        renderCompiled(compiled, {});
      } catch (error) {
        caught = error;
      }
      expect(caught).toBeInstanceOf(AppError);
      expect((caught as AppError).status).toBe(422);
      expect((caught as AppError).message).toMatch(/^The template (needs too much memory|takes too long) to render/);
    }
  });

  it('has no raw filter or tag: every value is escaped', () => {
    expect(refusal({ html: '{{ first_name | raw }}' }).message).toContain('the “raw” filter is not available');
    expect(refusal({ html: '{% raw %}<b>{% endraw %}' }).message).toContain('{% raw %} is not available');
  });
});

describe('merge fields: rendering', () => {
  it('uses the fallback when a value is missing, and the value when there is one', () => {
    const html = '<p>Hi {{ first_name | default: "there" }},</p>';
    expect(render(html, {}).html).toBe('<p>Hi there,</p>');
    expect(render(html, {}).missingFields).toEqual([]);
    expect(render(html, { first_name: 'Maya' }).html).toBe('<p>Hi Maya,</p>');
  });

  it('escapes a prospect value that holds a script, in the body and its attributes, and keeps the subject text', () => {
    const hostile = '<script>alert("x")</script>';
    const rendered = render(
      '<p title="{{ company_name }}">{{ company_name }}</p>',
      { company_name: hostile },
      'About {{ company_name }}',
    );
    expect(rendered.html).toBe(
      '<p title="&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;">&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;</p>',
    );
    expect(rendered.html).not.toContain('<script');
    expect(rendered.subject).toBe(`About ${hostile}`);
    expect(rendered.text).toBe(hostile);
  });

  it('escapes a value written through escape once, not twice', () => {
    expect(render('{{ company_name | escape }}', { company_name: 'Smith & Sons' }).html).toBe('Smith &amp; Sons');
  });

  it('marks a missing field in a preview, writes nothing when sending, and reports it either way', () => {
    const compiled = compileTemplate(
      {
        subject: 'Hi {{ first_name }}',
        html: '<p>{{ first_name | upcase }} from {{ city }}, {{ title | default: "leader" }}</p>',
      },
      known,
    );
    const preview = renderCompiled(compiled, { first_name: 'Maya' }, 'preview');
    expect(preview.html).toBe('<p>MAYA from <mark data-missing-field="city">city</mark>, leader</p>');
    expect(preview.text).toBe('MAYA from [city], leader');
    expect(preview.missingFields).toEqual(['city']);

    const sent = renderCompiled(compiled, { first_name: '', city: 'Austin' }, 'send');
    expect(sent).toEqual({
      subject: 'Hi',
      html: '<p> from Austin, leader</p>',
      text: 'from Austin, leader',
      missingFields: ['first_name'],
    });
  });

  it('treats a missing value as false in conditions', () => {
    const html = '{% if latest_news %}Congrats on {{ latest_news }}{% else %}Hope all is well{% endif %}';
    expect(render(html, {}).html).toBe('Hope all is well');
    expect(render(html, { latest_news: 'the Berlin office' }).html).toBe('Congrats on the Berlin office');
  });

  it('writes a signature as HTML in the body and as text in the subject; the subject is one line', () => {
    const signature = new TrustedHtml('<p>Alex Morgan<br>Leadpilot</p>');
    const rendered = render(
      '<p>Thanks</p>{{ signature }}',
      { signature, first_name: 'Line\r\nBcc: x@y.z' },
      '{{ first_name }}',
    );
    expect(rendered.html).toBe('<p>Thanks</p><p>Alex Morgan<br>Leadpilot</p>');
    expect(rendered.subject).toBe('Line Bcc: x@y.z');
    expect(rendered.text).toBe('Thanks\n\nAlex Morgan\nLeadpilot');
  });
});

describe('htmlToText', () => {
  it('keeps paragraphs, breaks, list items and link addresses, and decodes entities', () => {
    expect(
      htmlToText(
        '<h1>Hello</h1><p>Fish &amp; chips&nbsp;today</p><ul><li>One</li><li>Two</li></ul><p><a href="https://example.com/a?b=1&amp;c=2">our site</a> or <a href="mailto:hi@example.com">hi@example.com</a></p><script>x()</script>',
      ),
    ).toBe('Hello\n\nFish & chips today\n\n- One\n- Two\n\nour site (https://example.com/a?b=1&c=2) or hi@example.com');
  });

  it('drops style contents and images, keeps nested lists, table rows, breaks and numeric entities readable', () => {
    expect(
      htmlToText(
        '<html><head><style>p { color: red }</style><title>Hidden</title></head><body>' +
          '<p><img src="https://cdn.example.com/logo.png" alt="Logo">Price: &lt;&#8364;5&gt; &#x2014; today&hellip;</p>' +
          '<ol><li>First<ul><li>Nested <b>bold</b></li></ul></li><li>Second</li></ol>' +
          '<table><tr><td>Ada</td><td>CTO</td></tr><tr><td>Acme</td></tr></table>' +
          '<p>Line one<br>Line two<br/><a href="https://example.com/">https://example.com/</a></p>' +
          '<!-- a comment --></body></html>',
      ),
    ).toBe(
      'Price: <€5> — today…\n\n 1. First\n    - Nested bold\n 2. Second\n\nAda CTO\nAcme\n\nLine one\nLine two\nhttps://example.com/',
    );
  });
});
