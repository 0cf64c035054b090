import { hash, verify } from '@node-rs/argon2';

/** `Algorithm.Argon2id` of @node-rs/argon2 (an ambient const enum, so spelled out here). */
const argon2id = 2;

/** OWASP's argon2id minimum: 19 MiB memory, 2 passes, 1 lane. */
const argonOptions = { algorithm: argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, argonOptions);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/** Spends the same work as a real check, so an unknown email answers as slowly as a wrong password. */
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummyHash ??= hashPassword('leadpilot-dummy-password-for-timing');
  await verifyPassword(await dummyHash, password);
  return false;
}

/** A short list of passwords too common to allow (the most used ones, as lists of leaks show). */
const commonPasswords = new Set([
  'password',
  'password1',
  'password123',
  '12345678',
  '123456789',
  '1234567890',
  'qwertyuiop',
  'qwerty123',
  'iloveyou',
  'sunshine1',
  'princess1',
  'football1',
  'welcome1',
  'admin123',
  'letmein1',
  'baseball1',
  'trustno1',
  'passw0rd',
  'abc12345',
  '11111111',
  '00000000',
  '12341234',
  'monkey123',
  'dragon123',
  'superman1',
  'qwerty12',
  'asdfghjkl',
  'zaq12wsx',
  'changeme',
  'whatever1',
  'starwars1',
  'computer1',
  'michael1',
  '1q2w3e4r',
  '1qaz2wsx',
  'password!',
  'Password1',
  'Password123',
  'p@ssw0rd',
  'leadpilot',
  'leadpilot1',
]);

export function isCommonPassword(password: string): boolean {
  return commonPasswords.has(password) || commonPasswords.has(password.toLowerCase());
}
