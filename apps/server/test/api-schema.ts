import fc from 'fast-check';
import type { z } from 'zod';
import type { App } from '../src/app.ts';
import { type HttpPart, routeSchemas, zodAt } from './route-schemas.ts';

/**
 * The served OpenAPI (`GET /api/docs/json`) as a list of operations, and fast-check generators
 * of valid input derived from it. Both generic suites read routes from here, so a new route
 * joins them without any edit to the tests.
 */

export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number | boolean;
  exclusiveMaximum?: number | boolean;
  minItems?: number;
  maxItems?: number;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  nullable?: boolean;
  default?: unknown;
  $ref?: string;
}

export interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required: boolean;
  schema: JsonSchema;
}

export interface Operation {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** The Fastify form, `/api/v1/sandbox/messages/:id`, as in `app.routeInventory`. */
  route: string;
  /** `GET /api/v1/sandbox/messages/:id` */
  key: string;
  pathParams: Parameter[];
  queryParams: Parameter[];
  body: JsonSchema | undefined;
  /** The body's media types the operation declares (`consumes`): JSON, and for an upload multipart. */
  contentTypes: string[];
  /** The zod schemas the server validates this operation with (see route-schemas.ts). */
  zod: Partial<Record<HttpPart, z.ZodType>>;
}

interface OpenApiDocument {
  paths: Record<string, Record<string, OpenApiOperation>>;
  components?: { schemas?: Record<string, JsonSchema> };
}
interface OpenApiOperation {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}

export async function loadOpenApi(app: App): Promise<OpenApiDocument> {
  const response = await app.inject({ method: 'GET', url: '/api/docs/json' });
  if (response.statusCode !== 200) throw new Error(`GET /api/docs/json answered ${response.statusCode}`);
  return response.json() as OpenApiDocument;
}

/** Every operation of the served OpenAPI whose path starts with one of `prefixes`. */
export async function loadOperations(app: App, prefixes = ['/api/v1/', '/api/health']): Promise<Operation[]> {
  const document = await loadOpenApi(app);
  const resolve = (schema: JsonSchema): JsonSchema => resolveRefs(schema, document);
  const operations: Operation[] = [];
  for (const [path, methods] of Object.entries(document.paths)) {
    if (!prefixes.some((prefix) => path.startsWith(prefix))) continue;
    for (const [method, operation] of Object.entries(methods)) {
      const upper = method.toUpperCase() as Operation['method'];
      if (!['GET', 'POST', 'PUT', 'PATCH', 'DELETE'].includes(upper)) continue;
      const route = path.replace(/\{(\w+)\}/g, ':$1');
      const parameters = (operation.parameters ?? []).map((parameter) => ({
        ...parameter,
        required: parameter.required ?? false,
        schema: resolve(parameter.schema ?? {}),
      }));
      const bodySchema = operation.requestBody?.content?.['application/json']?.schema;
      operations.push({
        method: upper,
        route,
        key: `${upper} ${route}`,
        pathParams: parameters.filter((parameter) => parameter.in === 'path'),
        queryParams: parameters.filter((parameter) => parameter.in === 'query'),
        body: bodySchema ? resolve(bodySchema) : undefined,
        contentTypes: Object.keys(operation.requestBody?.content ?? {}),
        zod: routeSchemas(upper, route),
      });
    }
  }
  return operations;
}

function resolveRefs(schema: JsonSchema, document: OpenApiDocument, depth = 0): JsonSchema {
  if (depth > 20) return schema;
  if (schema.$ref) {
    const name = schema.$ref.replace('#/components/schemas/', '');
    const target = document.components?.schemas?.[name];
    if (!target) throw new Error(`unresolved $ref ${schema.$ref}`);
    return resolveRefs(target, document, depth + 1);
  }
  const copy: JsonSchema = { ...schema };
  if (copy.properties) {
    copy.properties = Object.fromEntries(
      Object.entries(copy.properties).map(([key, value]) => [key, resolveRefs(value, document, depth + 1)]),
    );
  }
  if (copy.items) copy.items = resolveRefs(copy.items, document, depth + 1);
  for (const key of ['anyOf', 'oneOf', 'allOf'] as const) {
    const list = copy[key];
    if (list) copy[key] = list.map((item) => resolveRefs(item, document, depth + 1));
  }
  return copy;
}

/** The JSON types a schema admits. */
export function typesOf(schema: JsonSchema): Set<string> {
  const types = new Set<string>();
  if (schema.enum) for (const value of schema.enum) types.add(jsonType(value));
  if (schema.const !== undefined) types.add(jsonType(schema.const));
  for (const type of [schema.type ?? []].flat()) types.add(type === 'integer' ? 'number' : type);
  if (schema.properties && types.size === 0) types.add('object');
  for (const option of [...(schema.anyOf ?? []), ...(schema.oneOf ?? [])]) {
    for (const type of typesOf(option)) types.add(type);
  }
  if (schema.nullable) types.add('null');
  return types;
}

export function jsonType(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  return typeof value;
}

/** Every property of a body schema at any depth, with its path (objects included, arrays at index 0). */
export function schemaPaths(schema: JsonSchema, path: (string | number)[] = []) {
  const found: { path: (string | number)[]; schema: JsonSchema }[] = [];
  for (const [key, child] of Object.entries(schema.properties ?? {})) {
    found.push({ path: [...path, key], schema: child });
    found.push(...schemaPaths(child, [...path, key]));
  }
  if (schema.items) {
    found.push({ path: [...path, 0], schema: schema.items });
    found.push(...schemaPaths(schema.items, [...path, 0]));
  }
  return found;
}

/** Ordinary text of many kinds: names, codes, zones, addresses, scripts, markup and injection canaries. */
export const realisticText = [
  'a',
  'Ada Lovelace',
  'Zoë Ørsted-Łukasiewicz',
  '山田 太郎',
  'مرحبا بالعالم',
  'Sales \u202Eevil\u202C lead',
  '👩‍🚀 Rocket team',
  'US',
  'in',
  'GB',
  'UTC',
  'Europe/Paris',
  'America/New_York',
  'Asia/Kolkata',
  'https://example.com',
  'http://www.example.org/about?x=1',
  'https://cdn.example.com/avatar.png',
  'example.com',
  'mail.example.co.uk',
  '94105',
  '+1 555 0100',
  'Head of Sales',
  "O'Brien'; drop table users;--",
  '<img src=x onerror=alert(1)>',
  '{{7*7}}',
  'correct horse battery staple',
  '',
];

const emailArbitrary = fc
  .tuple(
    fc.stringMatching(/^[a-z0-9]{1,16}(\.[a-z0-9]{1,8})?$/),
    fc.constantFrom('example.test', 'example.com', 'mail.example.org'),
  )
  .map(([local, domain]) => `${local}@${domain}`);

const codePoints = (text: string) => [...text].length;

/** Text the API refuses everywhere (see platform/request-text.ts): NUL and lone surrogates. */
export const storableText = (text: string) => !text.includes('\u0000') && !/\p{Cs}/u.test(text);

export interface GenerateOptions {
  /** Extra check per generated primitive, e.g. the route's zod schema at that path. */
  accept?: (path: readonly (string | number)[], value: unknown) => boolean;
  /** Only required properties: the smallest valid request. */
  requiredOnly?: boolean;
  /** Existing ids to use, besides fresh uuids, wherever the schema wants a uuid: reaches real rows. */
  idPool?: string[];
}

function stringArbitrary(schema: JsonSchema, idPool: string[] = []): fc.Arbitrary<string> {
  const minLength = schema.minLength ?? 0;
  const maxLength = schema.maxLength ?? 10_000;
  if (schema.format === 'uuid') {
    return idPool.length > 0 ? fc.oneof(fc.uuid({ version: 4 }), fc.constantFrom(...idPool)) : fc.uuid({ version: 4 });
  }
  if (schema.format === 'email') return emailArbitrary;
  if (schema.format === 'date-time') return fc.date({ noInvalidDate: true }).map((date) => date.toISOString());
  if (schema.pattern) return fc.stringMatching(new RegExp(schema.pattern));
  const fits = (text: string) => codePoints(text) >= minLength && codePoints(text) <= maxLength;
  const seeds = realisticText.filter(fits);
  const options: fc.WeightedArbitrary<string>[] = [
    {
      arbitrary: fc.string({ minLength, maxLength: Math.max(minLength, Math.min(maxLength, 80)), unit: 'grapheme' }),
      weight: 2,
    },
    { arbitrary: emailArbitrary, weight: 1 },
  ];
  if (seeds.length > 0) options.push({ arbitrary: fc.constantFrom(...seeds), weight: 3 });
  return fc.oneof(...options).filter((text) => fits(text) && storableText(text));
}

function numberArbitrary(schema: JsonSchema): fc.Arbitrary<number> {
  const exclusiveMin = typeof schema.exclusiveMinimum === 'number' ? schema.exclusiveMinimum : undefined;
  const exclusiveMax = typeof schema.exclusiveMaximum === 'number' ? schema.exclusiveMaximum : undefined;
  const isInteger = [schema.type].flat().includes('integer');
  if (isInteger) {
    const min = schema.minimum ?? (exclusiveMin !== undefined ? Math.floor(exclusiveMin) + 1 : -1_000_000);
    const max = schema.maximum ?? (exclusiveMax !== undefined ? Math.ceil(exclusiveMax) - 1 : 1_000_000);
    return fc.integer({ min, max });
  }
  return fc.double({
    min: schema.minimum ?? exclusiveMin ?? -1_000_000,
    max: schema.maximum ?? exclusiveMax ?? 1_000_000,
    minExcluded: exclusiveMin !== undefined,
    maxExcluded: exclusiveMax !== undefined,
    noNaN: true,
    noDefaultInfinity: true,
  });
}

/** A generator of values the JSON schema admits (and `accept` agrees with, leaf by leaf). */
export function arbitraryFor(
  schema: JsonSchema,
  options: GenerateOptions = {},
  path: readonly (string | number)[] = [],
): fc.Arbitrary<unknown> {
  const leaf = <T>(arbitrary: fc.Arbitrary<T>) =>
    options.accept ? arbitrary.filter((value) => options.accept?.(path, value) ?? true) : arbitrary;
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return leaf(fc.constantFrom(...schema.enum));
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives) return fc.oneof(...alternatives.map((option) => arbitraryFor(option, options, path)));
  if (schema.allOf?.[0]) return arbitraryFor({ ...schema.allOf[0], ...schema, allOf: undefined }, options, path);
  const types = [schema.type ?? (schema.properties ? 'object' : [])].flat();
  if (schema.nullable && !types.includes('null')) types.push('null');
  if (types.length === 0) return fc.jsonValue({ maxDepth: 2 });
  const byType = types.map((type): fc.Arbitrary<unknown> => {
    switch (type) {
      case 'string':
        return leaf(stringArbitrary(schema, options.idPool));
      case 'integer':
      case 'number':
        return leaf(numberArbitrary(schema));
      case 'boolean':
        return leaf(fc.boolean());
      case 'null':
        return fc.constant(null);
      case 'array':
        return fc.array(arbitraryFor(schema.items ?? {}, options, [...path, 0]), {
          minLength: schema.minItems ?? 0,
          maxLength: Math.max(schema.minItems ?? 0, Math.min(schema.maxItems ?? 4, 4)),
        });
      default: {
        const properties = schema.properties ?? {};
        const required = schema.required ?? [];
        const keys = Object.keys(properties).filter((key) => !options.requiredOnly || required.includes(key));
        const model = Object.fromEntries(
          keys.map((key) => [key, arbitraryFor(properties[key] ?? {}, options, [...path, key])]),
        );
        return fc.record(model, { requiredKeys: required.filter((key) => keys.includes(key)) });
      }
    }
  });
  return byType.length === 1 ? (byType[0] as fc.Arbitrary<unknown>) : fc.oneof(...byType);
}

/** Checks a generated value against the operation's own zod schema for that part, at that path. */
function zodLeafCheck(schema: z.ZodType | undefined, serialise: (value: unknown) => unknown = (value) => value) {
  return (path: readonly (string | number)[], value: unknown) => {
    const leaf = zodAt(schema, path);
    return !leaf || leaf.safeParse(serialise(value)).success;
  };
}

/** Valid JSON bodies for the operation: schema-shaped and accepted by the route's zod schema. */
export function validBodyArbitrary(operation: Operation, options: Omit<GenerateOptions, 'accept'> = {}) {
  const schema = operation.body ?? { type: 'object' };
  const zodBody = operation.zod.body;
  const valid = (body: unknown) => !zodBody || zodBody.safeParse(body).success;
  const shaped = (requiredOnly: boolean | undefined) =>
    arbitraryFor(schema, { ...options, requiredOnly, accept: zodLeafCheck(zodBody) });
  return withOptionalFallback(shaped, options.requiredOnly, valid).filter(valid) as fc.Arbitrary<
    Record<string, unknown>
  >;
}

/**
 * The required-only shape, unless it can never pass the route's own checks (a body whose optional
 * fields are required together, e.g. "an id, or a key and a label"): then every property may appear.
 * Without this the filter that follows would look for a valid value forever.
 */
function withOptionalFallback(
  shaped: (requiredOnly: boolean | undefined) => fc.Arbitrary<unknown>,
  requiredOnly: boolean | undefined,
  valid: (value: unknown) => boolean,
): fc.Arbitrary<unknown> {
  const arbitrary = shaped(requiredOnly);
  if (!requiredOnly || fc.sample(arbitrary, { numRuns: 50, seed: 1 }).some(valid)) return arbitrary;
  return shaped(false);
}

/** Valid query parameters, as the strings a URL carries. */
export function validQueryArbitrary(operation: Operation, options: Omit<GenerateOptions, 'accept'> = {}) {
  const asText = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));
  const schema: JsonSchema = {
    type: 'object',
    properties: Object.fromEntries(operation.queryParams.map((parameter) => [parameter.name, parameter.schema])),
    required: operation.queryParams.filter((parameter) => parameter.required).map((parameter) => parameter.name),
  };
  const zodQuery = operation.zod.querystring;
  const asQuery = (values: unknown) =>
    Object.fromEntries(Object.entries(values as Record<string, unknown>).map(([key, value]) => [key, asText(value)]));
  const valid = (values: unknown) => !zodQuery || zodQuery.safeParse(asQuery(values)).success;
  const shaped = (requiredOnly: boolean | undefined) =>
    arbitraryFor(schema, { ...options, requiredOnly, accept: zodLeafCheck(zodQuery, asText) });
  return withOptionalFallback(shaped, options.requiredOnly, valid).filter(valid).map(asQuery);
}

/** Valid path parameters (ids are generated uuids that exist nowhere). */
export function validPathArbitrary(operation: Operation) {
  return fc.record(
    Object.fromEntries(
      operation.pathParams.map((parameter) => [
        parameter.name,
        stringArbitrary(parameter.schema).filter((value) => value !== '' && value !== '.' && value !== '..'),
      ]),
    ),
  ) as fc.Arbitrary<Record<string, string>>;
}

/** One value of an arbitrary, reproducible by seed. */
export function sampleOne<T>(arbitrary: fc.Arbitrary<T>, seed = 42): T {
  const [value] = fc.sample(arbitrary, { numRuns: 1, seed });
  return value as T;
}

/** The route with its path parameters filled in (percent-encoded). */
export function fillPath(route: string, params: Record<string, string>): string {
  return route.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));
}

/** `?a=1&a=2&b=x` from `{ a: ['1', '2'], b: 'x' }`; empty when there is nothing to send. */
export function queryString(query: Record<string, string | string[]>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) for (const item of [value].flat()) search.append(key, item);
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** Field names that carry an object's id: `id`, `userId`, `campaignId`, and lists of them (`userIds`). */
export const idFieldPattern = /^(id|[a-z][A-Za-z0-9]*Id)s?$/;
