import { builtInMergeFields } from '@leadpilot/contracts';
import { Drop, type FilterImplOptions, Liquid, LiquidError, type Template, toValue } from 'liquidjs';
import { refused } from '../../platform/errors.ts';
import { escapeHtml, htmlToText } from '../../platform/mail/html-text.ts';

export { htmlToText } from '../../platform/mail/html-text.ts';

/**
 * Merge fields in Liquid syntax (`{{ first_name | default: "there" }}`), rendered in a sandbox:
 * - no file system: `include`, `render` and `layout` are not tags here, so a template names no
 *   other template or file (nor are `raw` and `capture`, whose text escaping cannot see);
 * - filters must exist (`strictFilters`), `raw` is gone, so every value written is escaped for HTML;
 * - only a value's own properties are read (`ownPropertyOnly`): `{{ first_name.constructor }}` is empty;
 * - each render is capped in time, work and memory, and a template in length.
 * A field with no value is never written as a silent blank: it renders as a marked placeholder in a
 * preview and as nothing when sending, and each render reports its missing fields so a sender can
 * hold the message instead.
 */

/** Longest template (subject and body) one parse takes, in characters. */
const parseLimit = 250_000;
/** Milliseconds one render may take. */
const renderLimit = 1_000;
/** Object and string allocations one render may make (a range, a long `append`, …). */
const memoryLimit = 5_000_000;
/** Tags, text runs and outputs one render may write (a loop of loops stops here). */
const templateLimit = 100_000;

/**
 * Tags a template cannot use: they reach other files (`include`, `render`, `layout`, `block`), write
 * text that escaping cannot see (`raw`, `capture`), or have no use in an email.
 */
const removedTags = [
  'include',
  'render',
  'layout',
  'block',
  'raw',
  'capture',
  'increment',
  'decrement',
  'cycle',
  'tablerow',
];
/** Filters a template cannot use: `raw` would write a prospect's value unescaped. */
const removedFilters = ['raw'];
/** Filters whose result is already HTML-escaped: written as they are, not escaped twice. */
const escapingFilters = new Set(['escape', 'xml_escape', 'escape_once']);

/** HTML written as it is (a signature, sanitised when it was stored). */
export class TrustedHtml {
  readonly html: string;

  constructor(html: string) {
    this.html = html;
  }
  toString() {
    return this.html;
  }
}

/** A merge value: text (escaped when written), trusted HTML, or nothing (then the field is missing). */
export type MergeValue = string | TrustedHtml | null | undefined;
export type MergeValues = Readonly<Record<string, MergeValue>>;

export type RenderMode = 'preview' | 'send';

interface RenderReport {
  readonly preview: boolean;
  readonly missing: Set<string>;
}

/**
 * A field with no value in this render. Falsy to `if`, `unless` and `default` (which then gives its
 * fallback); any other filter or property read passes it on, so `{{ first_name | upcase }}` is still
 * reported missing instead of writing an empty string.
 */
class MissingValue extends Drop {
  readonly key: string;
  readonly report: RenderReport;

  constructor(key: string, report: RenderReport) {
    super();
    this.key = key;
    this.report = report;
  }
  override liquidMethodMissing() {
    return this;
  }
  override valueOf() {
    return null;
  }
  override toString() {
    return '';
  }
}

const markerOf = (key: string) => `<mark data-missing-field="${escapeHtml(key)}">${escapeHtml(key)}</mark>`;
const textMarkerOf = (key: string) => `[${key}]`;

function plain(value: unknown): string {
  const resolved = toValue(value);
  if (resolved === null || resolved === undefined) return '';
  if (Array.isArray(resolved)) return resolved.map(plain).join('');
  return String(resolved);
}

/** How the HTML body writes each output: values escaped, trusted HTML as is, missing ones marked. */
function writeHtml(value: unknown): string {
  if (value instanceof MissingValue) {
    value.report.missing.add(value.key);
    return value.report.preview ? markerOf(value.key) : '';
  }
  if (value instanceof TrustedHtml) return value.html;
  return escapeHtml(plain(value));
}

/** How the subject writes each output: plain text on one line; trusted HTML as its text. */
function writeText(value: unknown): string {
  if (value instanceof MissingValue) {
    value.report.missing.add(value.key);
    return value.report.preview ? textMarkerOf(value.key) : '';
  }
  if (value instanceof TrustedHtml) return htmlToText(value.html).replace(/\s+/g, ' ');
  return plain(value);
}

type FilterHandler = (this: unknown, value: unknown, ...args: unknown[]) => unknown;

function isMissing(value: unknown): value is MissingValue {
  return value instanceof MissingValue || (Array.isArray(value) && value[1] instanceof MissingValue);
}

/** A filter that passes a missing value on, reads trusted HTML as its markup, and marks escaped output. */
function guardFilter(name: string, options: FilterImplOptions): FilterImplOptions {
  const handler = (typeof options === 'function' ? options : options.handler) as FilterHandler;
  const guarded: FilterHandler = function (value, ...args) {
    if (name !== 'default') {
      if (value instanceof MissingValue) return value;
      const missingArgument = args.find(isMissing);
      if (missingArgument) return Array.isArray(missingArgument) ? missingArgument[1] : missingArgument;
    }
    const input = value instanceof TrustedHtml ? value.html : value;
    const result = handler.call(this, input, ...args);
    return escapingFilters.has(name) ? new TrustedHtml(plain(result)) : result;
  };
  return typeof options === 'function' ? guarded : { ...options, handler: guarded };
}

function createEngine(write: (value: unknown) => string): Liquid {
  const engine = new Liquid({
    strictFilters: true,
    strictVariables: false,
    ownPropertyOnly: true,
    // An empty in-memory set of templates: nothing is ever read from disk.
    templates: {},
    relativeReference: false,
    dynamicPartials: false,
    cache: false,
    outputEscape: write,
    parseLimit,
    renderLimit,
    memoryLimit,
  });
  for (const tag of removedTags) delete engine.tags[tag];
  for (const filter of removedFilters) engine.unregisterFilter(filter);
  for (const [name, options] of Object.entries(engine.filters)) engine.registerFilter(name, guardFilter(name, options));
  return engine;
}

const htmlEngine = createEngine(writeHtml);
const textEngine = createEngine(writeText);

/** Template text parsed once, with the merge fields it reads; render it any number of times. */
export interface CompiledTemplate {
  readonly subject: Template[];
  readonly html: Template[];
  /** Merge fields the subject and body read, in order of first use. */
  readonly fields: readonly string[];
}

export interface RenderedEmail {
  subject: string;
  html: string;
  text: string;
  /** Fields that had no value and no fallback. */
  missingFields: string[];
}

/** The keys of the built-in fields and the organisation's custom fields. */
export function knownFieldKeys(customKeys: Iterable<string>): Set<string> {
  return new Set([...builtInMergeFields.map((field) => field.key), ...customKeys]);
}

/** Edit distance, for "did you mean" (small strings only). */
function distance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      current[j] = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + cost);
    }
    previous = current;
  }
  return previous[b.length] ?? Number.POSITIVE_INFINITY;
}

/** The known name closest to `name`, when it is close enough to be a typo. */
export function closestName(name: string, known: Iterable<string>): string | undefined {
  let best: { name: string; score: number } | undefined;
  for (const candidate of known) {
    const score = distance(name.toLowerCase(), candidate);
    if (score <= Math.max(2, Math.floor(candidate.length / 3)) && (!best || score < best.score)) {
      best = { name: candidate, score };
    }
  }
  return best?.name;
}

type Part = 'subject' | 'body';
const partName = (part: Part) => (part === 'subject' ? 'The subject' : 'The body');

/** Liquid's parse messages and how to say them in plain words. */
const syntaxRules: [RegExp, (match: RegExpExecArray) => string][] = [
  [/^output "(.*)" not closed$/s, (match) => `“${match[1]?.slice(0, 60)}” is not closed with }}.`],
  [/^tag "(.*)" not closed$/s, (match) => `“${match[1]?.slice(0, 60)}” is not closed with %}.`],
  [
    /^tag (\{%-?\s*(\w+).*?%\}) not closed$/s,
    (match) => `${match[1]?.slice(0, 60)} has no matching {% end${match[2]} %}.`,
  ],
  [
    /^tag "(.*)" not found$/,
    (match) =>
      removedTags.includes(match[1] ?? '')
        ? `{% ${match[1]} %} is not available in email templates.`
        : `{% ${match[1]} %} is not a tag email templates know.`,
  ],
  [
    /^undefined filter: (.*)$/,
    (match) => {
      if (removedFilters.includes(match[1] ?? '')) {
        return `the “${match[1]}” filter is not available in email templates (every value is escaped).`;
      }
      const suggestion = closestName(match[1] ?? '', Object.keys(htmlEngine.filters));
      return `“${match[1]}” is not a filter email templates know${suggestion ? `: did you mean ${suggestion}?` : '.'}`;
    },
  ],
];

/** Liquid's parse error in plain words: where it is, and what is wrong. */
function syntaxError(part: Part, error: LiquidError) {
  const position = (error as unknown as { token?: { getPosition?: () => [number, number] } }).token?.getPosition?.();
  const where = position ? ` on line ${position[0]}, column ${position[1]}` : '';
  const raw = error.message.replace(/, line:\d+, col:\d+$/, '');
  let what = `${raw}.`;
  for (const [pattern, describe] of syntaxRules) {
    const match = pattern.exec(raw);
    if (match) {
      what = describe(match);
      break;
    }
  }
  return refused(`${partName(part)} has a syntax error${where}: ${what}`);
}

function parse(part: Part, text: string): Template[] {
  try {
    return (part === 'subject' ? textEngine : htmlEngine).parse(text);
  } catch (error) {
    if (error instanceof LiquidError) {
      if (/parse length limit exceeded/.test(error.message)) {
        throw refused(`${partName(part)} is too long to use as a template.`);
      }
      throw syntaxError(part, error);
    }
    throw error;
  }
}

/** The top-level names a template reads (`{{ company_name }}`, `{% if title %}`), in order of first use. */
function fieldsOf(part: Part, templates: Template[]): string[] {
  const engine = part === 'subject' ? textEngine : htmlEngine;
  const names: string[] = [];
  for (const segments of engine.globalVariableSegmentsSync(templates)) {
    const [root] = segments;
    if (typeof root === 'string' && !names.includes(root)) names.push(root);
  }
  return names;
}

/** `Unknown merge field {{ compnay_name }}: did you mean company_name?`, one clause per field. */
function unknownFieldsError(unknown: string[], known: Set<string>) {
  const clauses = unknown.map((name) => {
    const suggestion = closestName(name, known);
    return { name, suggestion };
  });
  if (clauses.length === 1) {
    const [only] = clauses;
    return refused(
      `Unknown merge field {{ ${only?.name} }}${only?.suggestion ? `: did you mean ${only.suggestion}?` : '.'} Use a built-in field or add a custom field first.`,
    );
  }
  const listed = clauses
    .map(({ name, suggestion }) => `{{ ${name} }}${suggestion ? ` (did you mean ${suggestion}?)` : ''}`)
    .join(', ');
  return refused(`Unknown merge fields: ${listed}. Use built-in fields or add custom fields first.`);
}

/**
 * Parses a subject and body and checks every merge field they read against `known` (built-in and
 * custom keys). A syntax error or an unknown field answers 422 in plain words, naming where or which.
 */
export function compileTemplate(
  source: { subject: string; html: string },
  known: ReadonlySet<string>,
): CompiledTemplate {
  const subject = parse('subject', source.subject);
  const html = parse('body', source.html);
  const fields = [...new Set([...fieldsOf('subject', subject), ...fieldsOf('body', html)])];
  const unknown = fields.filter((field) => !known.has(field));
  if (unknown.length > 0) throw unknownFieldsError(unknown, known as Set<string>);
  return { subject, html, fields };
}

/** The merge fields a subject and body read (syntax errors answer 422; unknown fields are not checked). */
export function fieldsUsedBy(source: { subject: string; html: string }): string[] {
  return [
    ...new Set([
      ...fieldsOf('subject', parse('subject', source.subject)),
      ...fieldsOf('body', parse('body', source.html)),
    ]),
  ];
}

function renderFailed(error: unknown): never {
  if (error instanceof LiquidError) {
    if (/memory alloc limit exceeded/.test(error.message)) {
      throw refused('The template needs too much memory to render: is a loop or a repeated filter too long?');
    }
    if (/template render limit exceeded|template limit exceeded/.test(error.message)) {
      throw refused('The template takes too long to render: is a loop too long?');
    }
    throw refused(`The template could not be rendered: ${error.message.replace(/, line:\d+, col:\d+$/, '')}.`);
  }
  throw error;
}

/**
 * Renders a compiled template for one recipient. `values` holds each field's value; an empty or
 * absent value is a missing field. In `preview` mode a missing field that had no fallback shows as
 * `<mark data-missing-field="key">key</mark>` in the body and `[key]` in the subject and text; in
 * `send` mode it writes nothing, and either way it is listed in `missingFields`. Values are
 * HTML-escaped in the body; the subject is one line of plain text. Pure and synchronous.
 */
export function renderCompiled(
  compiled: CompiledTemplate,
  values: MergeValues,
  mode: RenderMode = 'send',
): RenderedEmail {
  const report: RenderReport = { preview: mode === 'preview', missing: new Set() };
  const scope: Record<string, unknown> = {};
  for (const field of compiled.fields) {
    // Own values only: a field named like an Object method (`constructor`) must not read the prototype.
    const value = Object.hasOwn(values, field) ? values[field] : undefined;
    scope[field] = value === undefined || value === null || value === '' ? new MissingValue(field, report) : value;
  }
  let subject: string;
  let html: string;
  try {
    subject = textEngine.renderSync(compiled.subject, scope, { templateLimit });
    html = htmlEngine.renderSync(compiled.html, scope, { templateLimit });
  } catch (error) {
    renderFailed(error);
  }
  const textSource = report.preview
    ? html.replace(/<mark data-missing-field="([a-z0-9_]+)">[a-z0-9_]+<\/mark>/g, (_, key: string) => textMarkerOf(key))
    : html;
  return {
    subject: subject.replace(/\s+/g, ' ').trim(),
    html,
    text: htmlToText(textSource),
    missingFields: [...report.missing],
  };
}
