import type { StandardSchemaV1 } from '@standard-schema/spec';

type DeferredSchemas = typeof import('./deferred-schemas.ts');

let loading: Promise<DeferredSchemas> | null = null;
let loaded: DeferredSchemas | null = null;

/**
 * Loads the schemas of deferred-schemas.ts (and zod) once. main.tsx waits for them before the first
 * render only when a session is stored; otherwise they load right after it, or with the first reply
 * that needs them.
 */
export function loadDeferredSchemas(): Promise<DeferredSchemas> {
  loading ??= import('./deferred-schemas.ts').then(
    (schemas) => {
      loaded = schemas;
      return schemas;
    },
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/** The deferred schemas when they have loaded, else null (for code that cannot wait). */
export function deferredSchemasIfLoaded(): DeferredSchemas | null {
  return loaded;
}

/**
 * A Standard Schema that validates with one of the deferred schemas, loading them first when needed:
 * for RTK Query's `rawResponseSchema` and Mantine form's `schemaResolver`, which both accept an
 * asynchronous validation.
 */
export function deferredSchema<Output>(
  pick: (schemas: DeferredSchemas) => StandardSchemaV1<unknown, Output>,
): StandardSchemaV1<unknown, Output> {
  return {
    '~standard': {
      version: 1,
      vendor: 'leadpilot-deferred',
      validate: (value) => {
        if (loaded) return pick(loaded)['~standard'].validate(value);
        return loadDeferredSchemas().then((schemas) => pick(schemas)['~standard'].validate(value));
      },
    },
  };
}
