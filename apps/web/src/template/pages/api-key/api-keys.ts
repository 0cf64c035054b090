import { z } from 'zod';

export const apiKeyAccess = ['Full access', 'Read and write', 'Read only'] as const;
export type ApiKeyAccess = (typeof apiKeyAccess)[number];

export interface ApiKey {
  name: string;
  key: string;
  access: ApiKeyAccess;
  createdAt: string;
}

const keyAlphabet = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

/** A new random key, `lp_` and 32 characters, drawn from the browser's secure generator. */
export function generateApiKey(
  fill: (bytes: Uint8Array<ArrayBuffer>) => void = (bytes) => crypto.getRandomValues(bytes),
) {
  const bytes = new Uint8Array(32);
  fill(bytes);
  return `lp_${Array.from(bytes, (byte) => keyAlphabet[byte % keyAlphabet.length]).join('')}`;
}

/** The key shown on screen: its start and end, the middle hidden. */
export function maskApiKey(key: string): string {
  return key.length <= 12 ? key : `${key.slice(0, 7)}${'•'.repeat(12)}${key.slice(-4)}`;
}

/** The create form's rules: a name no other key has, and an access level. */
export function apiKeySchema(existingNames: readonly string[]) {
  const taken = new Set(existingNames.map((name) => name.trim().toLowerCase()));
  return z.object({
    name: z
      .string()
      .trim()
      .min(3, 'A key name has at least 3 characters')
      .max(40, 'Keep the name under 40 characters')
      .refine((name) => !taken.has(name.toLowerCase()), 'Another key already has this name'),
    access: z.enum(apiKeyAccess, { error: 'Choose an access level' }),
  });
}
export type ApiKeyValues = z.infer<ReturnType<typeof apiKeySchema>>;

/** The keys the demo page starts with. */
export const demoApiKeys: ApiKey[] = [
  {
    name: 'Server key 1',
    key: 'lp_4Jf8Kd02mXq9LzR7tYb3Nw6Vc1HsPe5A',
    access: 'Full access',
    createdAt: '2026-10-28T12:22:00Z',
  },
  {
    name: 'CRM sync',
    key: 'lp_Q2w8Er4Ty6Ui0Op2As4Df6Gh8Jk0Lz1X',
    access: 'Read and write',
    createdAt: '2026-09-14T09:05:00Z',
  },
  {
    name: 'Reporting',
    key: 'lp_Zx9Cv7Bn5Mm3Ll1Kk8Jj6Hh4Gg2Ff0Dd',
    access: 'Read only',
    createdAt: '2026-08-02T17:40:00Z',
  },
];
