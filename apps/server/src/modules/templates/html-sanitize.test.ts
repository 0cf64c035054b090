import { describe, expect, it } from 'vitest';
import { sanitizeEmailHtml } from './html-sanitize.ts';
import { compileTemplate, knownFieldKeys, renderCompiled } from './merge-fields.ts';

describe('sanitizeEmailHtml', () => {
  it('removes scripts, event handlers, forms, frames, objects and style sheets', () => {
    const cleaned = sanitizeEmailHtml(
      '<p onclick="steal()" onmouseover="steal()">Hi</p><script>steal()</script><img src="https://cdn.example.com/a.png" onerror="steal()"><form action="https://evil.example"><input name="x"><button>Go</button></form><iframe src="https://evil.example"></iframe><object data="x.swf"></object><embed src="x.swf"><style>p{color:red}</style><svg onload="steal()"></svg>',
    );
    expect(cleaned).toBe('<p>Hi</p><img src="https://cdn.example.com/a.png" />Go');
    expect(cleaned).not.toMatch(/script|onclick|onerror|onload|form|iframe|object|embed|style|svg|steal/i);
  });

  it('keeps http, https and mailto links only, and none whose address starts with a merge field', () => {
    const cleaned = sanitizeEmailHtml(
      '<a href="https://example.com/{{ company_domain }}">ok</a><a href="mailto:hi@example.com">mail</a><a href="javascript:alert(1)">js</a><a href="data:text/html,x">data</a><a href="{{ company_domain }}">field</a><a href="//evil.example">relative</a><img src="data:image/png;base64,AAAA"><img src="http://img.example.com/x.png">',
    );
    expect(cleaned).toBe(
      '<a href="https://example.com/{{ company_domain }}">ok</a><a href="mailto:hi@example.com">mail</a><a>js</a><a>data</a><a>field</a><a>relative</a><img /><img src="http://img.example.com/x.png" />',
    );
  });

  it('keeps a safe subset of inline styles and drops the rest', () => {
    expect(
      sanitizeEmailHtml(
        '<p style="color: #333; font-size: 14px; position: fixed; background-image: url(https://x/y.png); width: expression(alert(1))">x</p>',
      ),
    ).toBe('<p style="color:#333;font-size:14px">x</p>');
  });

  it('keeps tables and formatting email clients use', () => {
    const html =
      '<table width="100%" cellpadding="0"><tbody><tr><td align="left" style="padding:8px"><strong>Bold</strong> <em>it</em> <a href="https://example.com" target="_blank">l</a></td></tr></tbody></table>';
    expect(sanitizeEmailHtml(html)).toBe(
      '<table width="100%" cellpadding="0"><tbody><tr><td align="left" style="padding:8px"><strong>Bold</strong> <em>it</em> <a href="https://example.com" target="_blank" rel="noopener noreferrer">l</a></td></tr></tbody></table>',
    );
  });

  it('keeps merge syntax usable, comparisons included, and what it writes is still escaped', () => {
    const cleaned = sanitizeEmailHtml(
      '<p>{% if first_name != "" and first_name.size > 2 %}Hi {{ first_name | default: "there" | append: " & co" }}{% endif %} Fish & chips</p>',
    );
    expect(cleaned).toBe(
      '<p>{% if first_name != "" and first_name.size > 2 %}Hi {{ first_name | default: "there" | append: " & co" }}{% endif %} Fish &amp; chips</p>',
    );
    const compiled = compileTemplate({ subject: 'x', html: cleaned }, knownFieldKeys([]));
    expect(renderCompiled(compiled, { first_name: 'Maya', title: 'VP' }).html).toBe(
      '<p>Hi Maya &amp; co Fish &amp; chips</p>',
    );
  });

  it('cannot be tricked into unescaped markup through entities inside merge syntax', () => {
    const cleaned = sanitizeEmailHtml('<p>{{ "&lt;img src=x onerror=alert(1)&gt;" }}</p>');
    const compiled = compileTemplate({ subject: 'x', html: cleaned }, knownFieldKeys([]));
    expect(renderCompiled(compiled, {}).html).toBe('<p>&lt;img src=x onerror=alert(1)&gt;</p>');
  });
});
