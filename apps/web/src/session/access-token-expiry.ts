/** Seconds since the epoch at which a JWT expires, read from its payload; null when unreadable. */
export function readTokenExpiry(token: string): { issuedAt: number | null; expiresAt: number } | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const base64 = payload
      .replace(/-/g, '+')
      .replace(/_/g, '/')
      .padEnd(Math.ceil(payload.length / 4) * 4, '=');
    const claims: unknown = JSON.parse(atob(base64));
    if (typeof claims !== 'object' || claims === null || !('exp' in claims) || typeof claims.exp !== 'number') {
      return null;
    }
    const issuedAt = 'iat' in claims && typeof claims.iat === 'number' ? claims.iat : null;
    return { issuedAt, expiresAt: claims.exp };
  } catch {
    return null;
  }
}
