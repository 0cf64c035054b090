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
