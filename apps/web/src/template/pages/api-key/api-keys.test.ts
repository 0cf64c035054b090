import { describe, expect, it } from 'vitest';
import { apiKeySchema, demoApiKeys, generateApiKey, maskApiKey } from './api-keys.ts';

describe('API keys', () => {
  it('generates a key of 32 letters and digits after its prefix', () => {
    const key = generateApiKey();
    expect(key).toMatch(/^lp_[A-Za-z0-9]{32}$/);
    expect(generateApiKey()).not.toBe(key);
  });

  it('maps the random bytes onto the alphabet', () => {
    expect(generateApiKey((bytes) => bytes.fill(0))).toBe(`lp_${'a'.repeat(32)}`);
    expect(generateApiKey((bytes) => bytes.fill(61))).toBe(`lp_${'9'.repeat(32)}`);
  });

  it('hides the middle of a key', () => {
    expect(maskApiKey('lp_4Jf8Kd02mXq9LzR7tYb3Nw6Vc1HsPe5A')).toBe('lp_4Jf8••••••••••••Pe5A');
  });

  it('refuses a short name, a taken name in any case, and a missing access level', () => {
    const schema = apiKeySchema(demoApiKeys.map((key) => key.name));
    expect(schema.safeParse({ name: 'ab', access: 'Read only' }).error?.issues[0]?.message).toBe(
      'A key name has at least 3 characters',
    );
    expect(schema.safeParse({ name: ' crm SYNC ', access: 'Read only' }).error?.issues[0]?.message).toBe(
      'Another key already has this name',
    );
    expect(schema.safeParse({ name: 'Billing', access: '' }).error?.issues[0]?.message).toBe('Choose an access level');
    expect(schema.safeParse({ name: 'Billing', access: 'Read only' }).success).toBe(true);
  });
});
