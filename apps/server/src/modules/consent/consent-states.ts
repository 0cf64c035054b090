import { randomBytes } from 'node:crypto';
import { eq, lt } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { consentStates } from '../../db/schema.ts';
import { hmacToken, sha256 } from '../../platform/crypto.ts';
import { refused } from '../../platform/errors.ts';
import type { SecretBox } from '../../platform/secret-box.ts';

/**
 * The one-use `state` of a mailbox or calendar consent. Starting a consent is a read (`GET
 * /organisation/gmail`…) and writes nothing: the state itself carries, sealed (AES-256-GCM under a
 * server key, so neither readable nor forgeable), the organisation, the member, the purpose and
 * the expiry. Finishing it stores its hash in `consent_states` with a hash of the code it came back
 * with: the same code again (a reloaded callback page) answers the same mailbox, another code is
 * refused, and the state can never start a second exchange. The PKCE verifier and the nonce are
 * derived from the state with a server key, so neither is stored either.
 */
export type ConsentPurpose = (typeof consentStates.$inferSelect)['purpose'];
export type ConsentStateRow = typeof consentStates.$inferSelect;

/** How long a started consent may take at the provider. */
export const consentStateTtlMs = 10 * 60 * 1000;

const purposes: ConsentPurpose[] = ['gmail', 'microsoft', 'google_calendar', 'microsoft_calendar'];
const associatedData = 'consent-state';
const restart = 'Start again from Mailboxes.';

export function consentSecretsOf(key: Buffer, state: string) {
  return { nonce: hmacToken(key, `consent-nonce:${state}`), codeVerifier: hmacToken(key, `consent-pkce:${state}`) };
}

interface StateClaims {
  organisationId: string;
  userId: string;
  purpose: ConsentPurpose;
  expiresAt: Date;
}

const uuidBytes = (id: string) => Buffer.from(id.replaceAll('-', ''), 'hex');
const uuidOf = (bytes: Buffer) => {
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
};

/** A new state for this member and purpose: 49 sealed bytes (ids, purpose, expiry, 64 random bits), about 130 characters. */
export function createConsentState(
  box: SecretBox,
  input: { organisationId: string; userId: string; purpose: ConsentPurpose; now: Date },
): string {
  const bytes = Buffer.alloc(49);
  uuidBytes(input.organisationId).copy(bytes, 0);
  uuidBytes(input.userId).copy(bytes, 16);
  bytes.writeUInt8(purposes.indexOf(input.purpose), 32);
  bytes.writeBigUInt64BE(BigInt(input.now.getTime() + consentStateTtlMs), 33);
  randomBytes(8).copy(bytes, 41);
  return box.seal(bytes.toString('base64url'), associatedData);
}

function claimsOf(box: SecretBox, state: string): StateClaims | null {
  let bytes: Buffer;
  try {
    bytes = Buffer.from(box.open(state, associatedData), 'base64url');
  } catch {
    return null;
  }
  const purpose = purposes[bytes.readUInt8(32)];
  if (bytes.length !== 49 || !purpose) return null;
  return {
    organisationId: uuidOf(bytes.subarray(0, 16)),
    userId: uuidOf(bytes.subarray(16, 32)),
    purpose,
    expiresAt: new Date(Number(bytes.readBigUInt64BE(33))),
  };
}

/** What consuming a state found: a fresh claim to finish, or the mailbox an earlier finish with the same code made. */
export type ConsentClaim =
  | { kind: 'claimed'; row: ConsentStateRow }
  | { kind: 'finished'; row: ConsentStateRow; mailboxId: string };

interface Caller {
  state: string;
  organisationId: string;
  userId: string;
  now: Date;
}

/** The member's own state, or a plain refusal for a forged one or another member's. */
function ownClaims(box: SecretBox, input: Caller): StateClaims {
  const claims = claimsOf(box, input.state);
  if (!claims) throw refused(`This connection link is not valid. ${restart}`);
  if (claims.organisationId !== input.organisationId || claims.userId !== input.userId) {
    throw refused(`This connection was started by another member or in another organisation. ${restart}`);
  }
  return claims;
}

/**
 * Records the state as used (with the code's hash, or none when the provider sent an error).
 * Answers the new row, or null when another request recorded it first.
 */
async function recordUse(db: Database, input: Caller, claims: StateClaims, codeHash: string | null) {
  // Used states are kept a day past their expiry (a replay then still reads "already used"), then dropped.
  await db.delete(consentStates).where(lt(consentStates.expiresAt, new Date(input.now.getTime() - 86_400_000)));
  const [row] = await db
    .insert(consentStates)
    .values({
      stateHash: sha256(input.state),
      organisationId: claims.organisationId,
      userId: claims.userId,
      purpose: claims.purpose,
      createdAt: new Date(claims.expiresAt.getTime() - consentStateTtlMs),
      expiresAt: claims.expiresAt,
      consumedAt: input.now,
      codeHash,
    })
    .onConflictDoNothing({ target: consentStates.stateHash })
    .returning();
  return row ?? null;
}

async function usedRow(db: Database, state: string) {
  const [row] = await db
    .select()
    .from(consentStates)
    .where(eq(consentStates.stateHash, sha256(state)));
  return row ?? null;
}

/**
 * Claims the state for this member and code. A forged state, another member's or organisation's,
 * an expired one, or one already used with another code is refused with a plain reason; the same
 * code again answers the mailbox it made.
 */
export async function claimConsentState(
  db: Database,
  box: SecretBox,
  input: Caller & { code: string },
): Promise<ConsentClaim> {
  const claims = ownClaims(box, input);
  const codeHash = sha256(input.code);
  const used = await usedRow(db, input.state);
  if (used) {
    if (used.codeHash === codeHash && used.resultMailboxId) {
      return { kind: 'finished', row: used, mailboxId: used.resultMailboxId };
    }
    if (used.codeHash === codeHash)
      throw refused(`This connection is already being finished, or it failed. ${restart}`);
    throw refused(`This connection link has already been used. ${restart}`);
  }
  if (claims.expiresAt.getTime() <= input.now.getTime()) {
    throw refused(`This connection took longer than 10 minutes and has expired. ${restart}`);
  }
  const row = await recordUse(db, input, claims, codeHash);
  // Another request recorded it between the read and the insert: answer as that one is seen now.
  if (!row) return claimConsentState(db, box, input);
  return { kind: 'claimed', row };
}

/**
 * The provider sent an error instead of a code: the member's state is used up (it can never
 * finish later), and its purpose answered so the caller can explain the provider's reason.
 */
export async function abandonConsentState(db: Database, box: SecretBox, input: Caller): Promise<ConsentPurpose> {
  const claims = ownClaims(box, input);
  if (!(await usedRow(db, input.state))) await recordUse(db, input, claims, null);
  return claims.purpose;
}

/** Records the mailbox a claimed state made, so the same code again answers it. */
export async function finishConsentState(db: Database, stateId: string, mailboxId: string) {
  await db.update(consentStates).set({ resultMailboxId: mailboxId }).where(eq(consentStates.id, stateId));
}
