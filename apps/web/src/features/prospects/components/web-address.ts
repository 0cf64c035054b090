/** The address when it is an http(s) one, so a link can never run `javascript:` or the like; null otherwise. */
export function webAddressOrNull(address: string): string | null {
  try {
    const url = new URL(address);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}
