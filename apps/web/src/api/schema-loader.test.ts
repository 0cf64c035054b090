import { describe, expect, it } from 'vitest';
import { deferredSchema, deferredSchemasIfLoaded, loadDeferredSchemas } from './schema-loader.ts';

describe('deferred schemas', () => {
  it('load on first use, then validate with the contract’s schema: values pass, bad input gets its message', async () => {
    expect(deferredSchemasIfLoaded()).toBeNull();
    const loginBody = deferredSchema((schemas) => schemas.loginBodySchema);

    const first = loginBody['~standard'].validate({ email: ' Ada@Example.com ', password: 'secret' });
    // Not loaded yet: the answer is a promise, and the schemas are there once it settles.
    expect(first).toBeInstanceOf(Promise);
    expect(await first).toEqual({ value: { email: 'ada@example.com', password: 'secret' } });
    expect(deferredSchemasIfLoaded()).not.toBeNull();

    const refused = await loginBody['~standard'].validate({ email: 'not-an-email', password: '' });
    expect(refused.issues?.map((issue) => issue.message)).toEqual([
      'Enter a valid email address',
      'Enter your password',
    ]);
  });

  it('loads the module once, however many ask at the same time', async () => {
    const [a, b] = await Promise.all([loadDeferredSchemas(), loadDeferredSchemas()]);
    expect(a).toBe(b);
    expect(deferredSchemasIfLoaded()).toBe(a);
  });
});
