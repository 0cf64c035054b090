import type { FastifySchemaCompiler } from 'fastify';
import type { z } from 'zod';

/**
 * The zod schemas the server validates each route with, captured as Fastify compiles them.
 *
 * The served OpenAPI cannot express zod refinements (email syntax behind a pipe, country codes,
 * time zones, web addresses), so generators that must produce *valid* input check each generated
 * value against the route's own schema. A test file opts in with:
 *
 *   vi.mock('fastify-type-provider-zod', async (importOriginal) =>
 *     (await import('./route-schemas.ts')).captureRouteSchemas(await importOriginal()));
 *
 * The wrapped compiler is the original one: validation is unchanged, only observed.
 */
export type HttpPart = 'body' | 'querystring' | 'params' | 'headers';

const captured = new Map<string, Partial<Record<HttpPart, z.ZodType>>>();

export function routeSchemas(method: string, url: string): Partial<Record<HttpPart, z.ZodType>> {
  return captured.get(`${method.toUpperCase()} ${url}`) ?? {};
}

export function captureRouteSchemas<Module extends { validatorCompiler: FastifySchemaCompiler<z.ZodType> }>(
  original: Module,
): Module {
  const validatorCompiler: FastifySchemaCompiler<z.ZodType> = (route) => {
    for (const method of [route.method].flat()) {
      const key = `${String(method).toUpperCase()} ${route.url}`;
      const parts = captured.get(key) ?? {};
      if (route.httpPart) parts[route.httpPart as HttpPart] = route.schema;
      captured.set(key, parts);
    }
    return original.validatorCompiler(route);
  };
  return { ...original, validatorCompiler };
}

interface ZodInternals {
  _zod: { def: { type: string } & Record<string, unknown> };
}

const wrappers = new Set(['optional', 'nullable', 'default', 'prefault', 'readonly', 'catch', 'nonoptional']);

/** Steps through wrappers and pipes (their input side) to the schema that has structure. */
function structural(schema: z.ZodType): z.ZodType {
  let current = schema as unknown as ZodInternals;
  for (let guard = 0; guard < 50; guard++) {
    const def = current._zod.def;
    if (wrappers.has(def.type)) current = def.innerType as ZodInternals;
    else if (def.type === 'pipe') current = def.in as ZodInternals;
    else if (def.type === 'lazy') current = (def.getter as () => ZodInternals)();
    else break;
  }
  return current as unknown as z.ZodType;
}

/** The zod schema of the value at `path` inside `schema`, or undefined where it cannot be told (unions). */
export function zodAt(schema: z.ZodType | undefined, path: readonly (string | number)[]): z.ZodType | undefined {
  let current = schema;
  for (const step of path) {
    if (!current) return undefined;
    const def = (structural(current) as unknown as ZodInternals)._zod.def;
    if (def.type === 'object' && typeof step === 'string') {
      current = (def.shape as Record<string, z.ZodType>)[step];
    } else if (def.type === 'array') {
      current = def.element as z.ZodType;
    } else {
      return undefined;
    }
  }
  return current;
}
