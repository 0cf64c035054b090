import fc from 'fast-check';
import { routerMaxParamLength } from '../src/app.ts';
import {
  fillPath,
  type JsonSchema,
  type Operation,
  queryString,
  schemaPaths,
  typesOf,
  validBodyArbitrary,
  validPathArbitrary,
  validQueryArbitrary,
} from './api-schema.ts';

/**
 * Requests generated from an operation's schema and then broken, one way per kind (TEST-GOALS F1).
 * Each kind says which statuses may answer it. Kinds that break the input at the schema level
 * also carry what the server's schemas would see (`parsed`), so the suite can skip the rare
 * case where the breakage happened to leave the input valid.
 */

export type Allowed = number[] | 'anything but 5xx';

export interface BrokenRequest {
  kind: string;
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
  allowed: Allowed;
  parsed?: { body?: unknown; query?: Record<string, unknown>; params?: Record<string, unknown> };
}

export interface BreakOptions {
  bodyLimit: number;
}

const refused = [400, 413, 415, 422];
const MiB = 1024 * 1024;

/** A JSON token written as is: numbers like 1e309, nesting too deep to build as a value. */
class RawJson {
  readonly text: string;

  constructor(text: string) {
    this.text = text;
  }
}

/** Bytes that are not UTF-8, spliced into a JSON string. */
class BadBytes {
  readonly bytes: number[];

  constructor(bytes: number[]) {
    this.bytes = bytes;
  }
}

type Path = (string | number)[];
type Parts = { params: Record<string, string>; query: Record<string, string | string[]>; body?: unknown };

function serialise(value: unknown): string | Buffer {
  const raws: (RawJson | BadBytes)[] = [];
  const marker = `@@raw${Math.random().toString(36).slice(2)}@@`;
  const text = JSON.stringify(value, (_key, item: unknown) =>
    item instanceof RawJson || item instanceof BadBytes ? `${marker}${raws.push(item) - 1}` : item,
  );
  const pieces = text.split(new RegExp(`"${marker}(\\d+)"|${marker}(\\d+)`));
  if (pieces.length === 1) return text;
  const buffers: Buffer[] = [];
  pieces.forEach((piece, index) => {
    if (piece === undefined) return;
    if (index % 3 === 0) buffers.push(Buffer.from(piece));
    else {
      const raw = raws[Number(piece)];
      const quoted = index % 3 === 1;
      if (raw instanceof RawJson) buffers.push(Buffer.from(raw.text));
      else if (raw)
        buffers.push(Buffer.from(quoted ? '"' : ''), Buffer.from(raw.bytes), Buffer.from(quoted ? '"' : ''));
    }
  });
  const joined = Buffer.concat(buffers);
  return raws.some((raw) => raw instanceof BadBytes) ? joined : joined.toString('utf8');
}

/** What JSON.parse makes of the payload, or undefined for text that is not JSON at all. */
function parsedBody(payload: string | Buffer): { body: unknown } | undefined {
  if (typeof payload !== 'string') return undefined;
  try {
    return { body: JSON.parse(payload) };
  } catch {
    return undefined;
  }
}

function clone<T>(value: T): T {
  return value === undefined ? value : (JSON.parse(JSON.stringify(value)) as T);
}

/** Sets `value` at `path`, creating objects on the way; own property even for `__proto__`. */
function setAt(root: unknown, path: Path, value: unknown): unknown {
  if (path.length === 0) return value;
  const top = root && typeof root === 'object' ? root : {};
  let current = top as Record<string | number, unknown>;
  path.forEach((step, index) => {
    if (index === path.length - 1) {
      Object.defineProperty(current, step, { value, enumerable: true, writable: true, configurable: true });
      return;
    }
    const next = current[step];
    if (!next || typeof next !== 'object') current[step] = {};
    current = current[step] as Record<string | number, unknown>;
  });
  return top;
}

function deleteAt(root: unknown, path: Path): unknown {
  let current = root as Record<string | number, unknown> | undefined;
  for (const step of path.slice(0, -1)) {
    current = current?.[step] as Record<string | number, unknown> | undefined;
    if (!current || typeof current !== 'object') return root;
  }
  const last = path.at(-1);
  if (current && last !== undefined) delete current[last];
  return root;
}

/** Values a field's schema does not admit: other JSON types, out-of-range numbers, over-long text. */
export function wrongValues(schema: JsonSchema): unknown[] {
  const types = typesOf(schema);
  const values: unknown[] = [];
  if (!types.has('string')) values.push('not the right type', '');
  if (!types.has('number')) values.push(12_345, -1, 0.5);
  if (!types.has('boolean')) values.push(true, false);
  if (!types.has('null')) values.push(null);
  if (!types.has('object')) values.push({ unexpected: 'object' });
  if (!types.has('array')) values.push(['a', 1]);
  if (schema.enum) values.push('not-one-of-the-options');
  if (schema.format === 'uuid') values.push('not-a-uuid', '123', '00000000-0000-0000-0000-00000000000g');
  if (schema.maxLength !== undefined) values.push('x'.repeat(schema.maxLength + 1));
  if (schema.minLength) values.push('x'.repeat(schema.minLength - 1));
  if (types.has('number')) {
    values.push(new RawJson('1e309'), new RawJson('-1e309'), 'NaN');
    if (schema.minimum !== undefined) values.push(schema.minimum - 1);
    if (schema.maximum !== undefined) values.push(schema.maximum + 1);
    if ([schema.type].flat().includes('integer')) values.push(1.5);
  }
  return values;
}

/** Query values a parameter's schema does not admit (a URL only carries text). */
function wrongQueryValues(schema: JsonSchema): string[] {
  const types = typesOf(schema);
  const values: string[] = [];
  if (types.has('number')) {
    values.push('abc', 'NaN', '1e309', '-1e309', 'Infinity', '');
    if (schema.minimum !== undefined) values.push(String(schema.minimum - 1), '-0');
    if (schema.maximum !== undefined) values.push(String(schema.maximum + 1), '1e6');
    if ([schema.type].flat().includes('integer')) values.push('1.5');
  }
  if (types.has('boolean')) values.push('maybe', '2');
  if (schema.enum) values.push('not-one-of-the-options', '');
  if (schema.format === 'uuid') values.push('not-a-uuid');
  if (schema.maxLength !== undefined) values.push('x'.repeat(schema.maxLength + 1));
  if (schema.minLength) values.push('x'.repeat(schema.minLength - 1), '');
  return values;
}

const badNumbers = [
  '1e309',
  '-1e309',
  '-0',
  '1e-400',
  '123456789012345678901234567890',
  'NaN',
  'Infinity',
  '-Infinity',
  '0x10',
  '+1',
  '.5',
  '01',
];
const brokenJson = [
  "{'single': 'quotes'}",
  '{a:1}',
  '{"a":1,}',
  '[1,]',
  '{"a":1}}',
  '{"a" 1}',
  'undefined',
  '\u0000',
  '{"a":"\\x"}',
];
const badText = ['\u0000', '\ud800', '\udfff', 'a\udc00b', '\ud83d', 'before\u0000after'];
const badUtf8 = [
  [0xff],
  [0xfe],
  [0xc3, 0x28],
  [0xa0, 0xa1],
  [0xe2, 0x28, 0xa1],
  [0xf0, 0x90, 0x28, 0xbc],
  [0xed, 0xa0, 0x80],
  [0xc0, 0xaf],
  [0xf8, 0x88, 0x80, 0x80, 0x80],
];
const badIds = [
  'abc',
  '1',
  '0',
  '-1',
  'null',
  'undefined',
  'true',
  '{}',
  '[]',
  '%',
  ' ',
  "1' or '1'='1",
  '../../etc/passwd',
  'x'.repeat(199),
];
/** True when the operation declares `type` (its media type, parameters aside) among those its body takes. */
function declares(operation: Operation, type: string): boolean {
  const base = type.split(';')[0]?.trim();
  return operation.contentTypes.some((declared) => declared === base);
}

const otherContentTypes = [
  'text/plain',
  'text/html',
  'text/json',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=leadpilot',
  'application/xml',
  'application/octet-stream',
  'application/jsonx',
  'application/vnd.api+json',
];
const unknownKeys = [
  '__proto__',
  'constructor',
  'prototype',
  'isSuperAdmin',
  'organisationId',
  'toString',
  'hasOwnProperty',
];

/** Every way this operation's requests can be broken, each as a named generator. */
export function brokenRequests(operation: Operation, options: BreakOptions) {
  const kinds: { kind: string; arbitrary: fc.Arbitrary<BrokenRequest> }[] = [];
  const add = (kind: string, arbitrary: fc.Arbitrary<Omit<BrokenRequest, 'kind' | 'method'>>) =>
    kinds.push({
      kind,
      arbitrary: arbitrary.map((request) => describe({ kind, method: operation.method, ...request })),
    });

  const valid: fc.Arbitrary<Parts> = fc.record({
    params: validPathArbitrary(operation),
    query: validQueryArbitrary(operation) as fc.Arbitrary<Record<string, string | string[]>>,
    body: operation.body ? validBodyArbitrary(operation) : fc.constant(undefined),
  });
  const urlOf = (parts: Parts) => `${fillPath(operation.route, parts.params)}${queryString(parts.query)}`;
  const json = { 'content-type': 'application/json' };

  if (operation.body) {
    const fields = [{ path: [] as Path, schema: operation.body }, ...schemaPaths(operation.body)];
    const textFields = fields.filter((field) => typesOf(field.schema).has('string'));
    const strictObjects = fields.filter((field) => field.schema.additionalProperties === false);
    const withRequired = fields.filter((field) => (field.schema.required ?? []).length > 0);
    const anyField = fc.constantFrom(...fields);
    const padding: { path: Path; schema: JsonSchema } = { path: ['padding'], schema: {} };
    const textField = textFields.length > 0 ? fc.constantFrom(...textFields) : fc.constant(padding);

    const bodyCase = (parts: Parts, body: unknown, allowed: Allowed = refused) => {
      const payload = serialise(body);
      return { url: urlOf(parts), headers: json, payload, allowed, parsed: parsedBody(payload) };
    };

    add(
      'a field of the wrong type',
      fc.tuple(valid, anyField, fc.nat()).map(([parts, field, pick]) => {
        const choices = wrongValues(field.schema);
        return bodyCase(parts, setAt(clone(parts.body), field.path, choices[pick % choices.length]));
      }),
    );
    if (withRequired.length > 0) {
      add(
        'a required field left out',
        fc.tuple(valid, fc.constantFrom(...withRequired), fc.nat()).map(([parts, field, pick]) => {
          const required = field.schema.required ?? [];
          return bodyCase(
            parts,
            deleteAt(clone(parts.body), [...field.path, required[pick % required.length] as string]),
          );
        }),
      );
    }
    if (strictObjects.length > 0) {
      add(
        'an unknown field (including __proto__, constructor and prototype)',
        fc
          .tuple(
            valid,
            fc.constantFrom(...strictObjects),
            fc.oneof(fc.constantFrom(...unknownKeys), fc.string({ minLength: 1, maxLength: 40 })),
            fc.oneof(
              fc.jsonValue({ maxDepth: 2 }),
              fc.constant({ isSuperAdmin: true }),
              fc.constant({ prototype: { polluted: true } }),
            ),
          )
          .filter(([, field, key]) => !Object.keys(field.schema.properties ?? {}).includes(key))
          .map(([parts, field, key, value]) => bodyCase(parts, setAt(clone(parts.body), [...field.path, key], value))),
      );
    }
    add(
      'text far over its length limit',
      fc
        .tuple(valid, textField, fc.integer({ min: 1, max: 2_000 }), fc.constantFrom('x', 'é', '漢', '😀'))
        .map(([parts, field, extra, unit]) =>
          bodyCase(
            parts,
            setAt(clone(parts.body), field.path, unit.repeat((field.schema.maxLength ?? 10_000) + extra)),
          ),
        ),
    );
    add(
      'a body over the size limit (1 MiB+)',
      fc.tuple(valid, textField, fc.integer({ min: 1, max: 64 * 1024 })).map(([parts, field, extra]) => ({
        ...bodyCase(
          parts,
          setAt(clone(parts.body), field.path, 'x'.repeat(Math.max(options.bodyLimit, MiB) + extra)),
          [413],
        ),
        parsed: undefined,
      })),
    );
    add(
      'nesting thousands of levels deep',
      fc
        .tuple(valid, anyField, fc.integer({ min: 64, max: 10_000 }), fc.boolean())
        .map(([parts, field, depth, arrays]) =>
          bodyCase(
            parts,
            setAt(
              clone(parts.body),
              field.path,
              new RawJson(
                arrays ? `${'['.repeat(depth)}${']'.repeat(depth)}` : `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`,
              ),
            ),
          ),
        ),
    );
    add(
      'an array of up to 100,000 elements',
      fc
        .tuple(valid, anyField, fc.integer({ min: 1_000, max: 100_000 }), fc.constantFrom('0', '"x"', 'null', '{}'))
        .map(([parts, field, length, item]) =>
          bodyCase(parts, setAt(clone(parts.body), field.path, new RawJson(`[${Array(length).fill(item).join(',')}]`))),
        ),
    );
    add(
      'numbers such as 1e309, -0, NaN and 0x10',
      fc
        .tuple(valid, anyField, fc.constantFrom(...badNumbers))
        .map(([parts, field, number]) => bodyCase(parts, setAt(clone(parts.body), field.path, new RawJson(number)))),
    );
    add(
      'text holding NUL or a lone surrogate',
      fc
        .tuple(valid, textField, fc.string({ maxLength: 10 }), fc.constantFrom(...badText))
        .map(([parts, field, prefix, bad]) => ({
          ...bodyCase(parts, setAt(clone(parts.body), field.path, `${prefix}${bad}`), [400]),
          parsed: undefined,
        })),
    );
    add(
      'bytes that are not UTF-8',
      fc.tuple(valid, textField, fc.constantFrom(...badUtf8)).map(([parts, field, bytes]) => ({
        ...bodyCase(parts, setAt(clone(parts.body), field.path, new BadBytes(bytes)), [400]),
        parsed: undefined,
      })),
    );
    add(
      'JSON that is truncated or not JSON at all',
      fc
        .tuple(valid, fc.nat(), fc.option(fc.constantFrom(...brokenJson), { nil: undefined }))
        .map(([parts, cut, junk]) => {
          const text = JSON.stringify(parts.body);
          return {
            url: urlOf(parts),
            headers: json,
            payload: junk ?? text.slice(0, cut % text.length),
            allowed: [400],
          };
        }),
    );
    add(
      'a body that is not an object',
      fc.tuple(valid, fc.constantFrom('[]', 'null', '"text"', '42', 'true', '[{}]')).map(([parts, payload]) => ({
        url: urlOf(parts),
        headers: json,
        payload,
        allowed: refused,
        parsed: parsedBody(payload),
      })),
    );
    add(
      'an empty body',
      valid.map((parts) => ({ url: urlOf(parts), headers: json, payload: '', allowed: [400] })),
    );
    add(
      'a content type other than JSON',
      fc
        .tuple(
          valid,
          // A type the operation declares it takes (an upload's multipart form) is not another type.
          fc.constantFrom(...otherContentTypes.filter((type) => !declares(operation, type))),
          fc.boolean(),
        )
        .map(([parts, type, formEncoded]) => ({
          url: urlOf(parts),
          headers: { 'content-type': type },
          payload: formEncoded ? new URLSearchParams(flatStrings(parts.body)).toString() : JSON.stringify(parts.body),
          allowed: [415],
        })),
    );
    add(
      'no content type at all',
      valid.map((parts) => ({ url: urlOf(parts), headers: {}, payload: JSON.stringify(parts.body), allowed: [415] })),
    );
  }

  if (operation.queryParams.length > 0) {
    const parameters = fc.constantFrom(...operation.queryParams);
    const queryCase = (parts: Parts, query: Record<string, string | string[]>, allowed: Allowed = refused) => ({
      url: urlOf({ ...parts, query }),
      headers: parts.body === undefined ? {} : json,
      ...(parts.body === undefined ? {} : { payload: JSON.stringify(parts.body) }),
      allowed,
      parsed: { query, ...(parts.body === undefined ? {} : { body: parts.body }), params: parts.params },
    });
    const withWrongValues = operation.queryParams.filter((parameter) => wrongQueryValues(parameter.schema).length > 0);
    if (withWrongValues.length > 0) {
      add(
        'a query parameter of the wrong type or out of range',
        fc.tuple(valid, fc.constantFrom(...withWrongValues), fc.nat()).map(([parts, parameter, pick]) => {
          const choices = wrongQueryValues(parameter.schema);
          return queryCase(parts, { ...parts.query, [parameter.name]: choices[pick % choices.length] as string });
        }),
      );
    }
    const required = operation.queryParams.filter((parameter) => parameter.required);
    if (required.length > 0) {
      add(
        'a required query parameter left out',
        fc.tuple(valid, fc.constantFrom(...required)).map(([parts, parameter]) => {
          const { [parameter.name]: _left, ...rest } = parts.query;
          return queryCase(parts, rest);
        }),
      );
    }
    add(
      'a query parameter given several times',
      fc
        .tuple(valid, parameters, fc.array(fc.constantFrom('1', '2', 'abc', 'active'), { minLength: 2, maxLength: 5 }))
        .map(([parts, parameter, values]) => queryCase(parts, { ...parts.query, [parameter.name]: values })),
    );
    const longText = operation.queryParams.filter((parameter) => parameter.schema.maxLength !== undefined);
    if (longText.length > 0) {
      add(
        'a query value of 1 MiB',
        fc
          .tuple(valid, fc.constantFrom(...longText), fc.integer({ min: 1, max: 4096 }))
          .map(([parts, parameter, extra]) =>
            queryCase(parts, { ...parts.query, [parameter.name]: 'q'.repeat(MiB + extra) }, [400, 414, 431]),
          ),
      );
    }
    add(
      'a query value holding NUL',
      fc.tuple(valid, parameters, fc.string({ maxLength: 10 })).map(([parts, parameter, prefix]) => ({
        ...queryCase(parts, { ...parts.query, [parameter.name]: `${prefix}\u0000` }, [400]),
        parsed: undefined,
      })),
    );
  }

  if (operation.pathParams.length > 0) {
    const parameters = fc.constantFrom(...operation.pathParams);
    const pathCase = (parts: Parts, params: Record<string, string>, allowed: Allowed = [400]) => ({
      url: urlOf({ ...parts, params }),
      headers: parts.body === undefined ? {} : json,
      ...(parts.body === undefined ? {} : { payload: JSON.stringify(parts.body) }),
      allowed,
      parsed: { params, query: parts.query, ...(parts.body === undefined ? {} : { body: parts.body }) },
    });
    add(
      'a path id that is not an id',
      fc
        .tuple(valid, parameters, fc.oneof(fc.constantFrom(...badIds), fc.string({ minLength: 1, maxLength: 100 })))
        .filter(([, , value]) => value !== '.' && value !== '..')
        .map(([parts, parameter, value]) => pathCase(parts, { ...parts.params, [parameter.name]: value })),
    );
    add(
      'a path id longer than the router takes (414, or 404 where the route cannot match)',
      fc
        .tuple(valid, parameters, fc.integer({ min: routerMaxParamLength + 1, max: 2 * routerMaxParamLength }))
        .map(([parts, parameter, length]) =>
          pathCase(parts, { ...parts.params, [parameter.name]: 'a'.repeat(length) }, [400, 404, 414]),
        ),
    );
    add(
      'a path id holding NUL',
      fc.tuple(valid, parameters, fc.string({ maxLength: 10 })).map(([parts, parameter, prefix]) => ({
        ...pathCase(parts, { ...parts.params, [parameter.name]: `${prefix}\u0000` }),
        parsed: undefined,
      })),
    );
  }

  if (operation.method === 'GET') {
    add(
      'stray query parameters (duplicated, NUL, broken escapes) on a read',
      fc
        .tuple(
          valid,
          fc.array(
            fc.tuple(
              fc.constantFrom('x', 'page', 'debug', '__proto__', 'constructor[prototype]', 'a[]'),
              fc.constantFrom('1', '%00', '%zz', '%ED%A0%80', '%FF', 'a%2Fb', 'x'.repeat(5_000)),
            ),
            { minLength: 1, maxLength: 6 },
          ),
        )
        .map(([parts, pairs]) => {
          const url = urlOf({ ...parts, query: {} });
          const known = queryString(parts.query).slice(1);
          const stray = pairs.map(([key, value]) => `${encodeURIComponent(key)}=${value}`).join('&');
          return {
            url: `${url}?${[known, stray].filter(Boolean).join('&')}`,
            headers: {},
            allowed: 'anything but 5xx' as const,
          };
        }),
    );
  }
  return kinds;
}

function flatStrings(body: unknown): Record<string, string> {
  if (!body || typeof body !== 'object') return { value: String(body) };
  return Object.fromEntries(
    Object.entries(body).map(([key, value]) => [key, typeof value === 'string' ? value : JSON.stringify(value)]),
  );
}

/** Short form for fast-check's counterexample report: no megabyte payloads in the log. */
function describe(request: BrokenRequest): BrokenRequest {
  Object.defineProperty(request, fc.toStringMethod, {
    enumerable: false,
    value: () => {
      const payload = request.payload === undefined ? '' : String(request.payload);
      const shown = payload.length > 200 ? `${payload.slice(0, 200)}… (${payload.length} characters)` : payload;
      const url =
        request.url.length > 200 ? `${request.url.slice(0, 200)}… (${request.url.length} characters)` : request.url;
      return `[${request.kind}] ${request.method} ${url} ${JSON.stringify(request.headers)} ${JSON.stringify(shown)}`;
    },
  });
  return request;
}
