import { randomBytes } from 'node:crypto';
import { constantTimeEqual, hmacToken } from '../../platform/crypto.ts';

/**
 * The `state` of a HubSpot consent: `hs1.<claims>.<signature>`, the claims (organisation, member,
 * expiry, 64 random bits) signed with a server key (HMAC-SHA256), so it cannot be forged or
 * stretched; about 110 characters. The `hs1.` prefix is how `GET organisation/emailcode` tells it
 * from a mailbox or calendar consent's sealed state.
 */
export const hubspotStatePrefix = 'hs1.';
export const hubspotStateTtlMs = 10 * 60 * 1000;

export interface HubspotStateClaims {
  organisationId: string;
  userId: string;
  expiresAt: Date;
}

const uuidBytes = (id: string) => Buffer.from(id.replaceAll('-', ''), 'hex');
const uuidOf = (bytes: Buffer) => {
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
};

export function isHubspotState(state: string): boolean {
  return state.startsWith(hubspotStatePrefix);
}

export function createHubspotState(key: Buffer, input: { organisationId: string; userId: string; now: Date }): string {
  const bytes = Buffer.alloc(48);
  uuidBytes(input.organisationId).copy(bytes, 0);
  uuidBytes(input.userId).copy(bytes, 16);
  bytes.writeBigUInt64BE(BigInt(input.now.getTime() + hubspotStateTtlMs), 32);
  randomBytes(8).copy(bytes, 40);
  const claims = bytes.toString('base64url');
  return `${hubspotStatePrefix}${claims}.${hmacToken(key, `hubspot-state:${claims}`)}`;
}

/** The claims of a state this server signed, or null for anything else (expiry is the caller's check). */
export function readHubspotState(key: Buffer, state: string): HubspotStateClaims | null {
  if (!isHubspotState(state)) return null;
  const [claims, signature, ...rest] = state.slice(hubspotStatePrefix.length).split('.');
  if (!claims || !signature || rest.length > 0) return null;
  if (!constantTimeEqual(signature, hmacToken(key, `hubspot-state:${claims}`))) return null;
  const bytes = Buffer.from(claims, 'base64url');
  if (bytes.length !== 48) return null;
  return {
    organisationId: uuidOf(bytes.subarray(0, 16)),
    userId: uuidOf(bytes.subarray(16, 32)),
    expiresAt: new Date(Number(bytes.readBigUInt64BE(32))),
  };
}
