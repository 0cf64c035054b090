/** The message of a failed RTK Query call: the body's `message` when the mock layer gave one. */
export function errorMessage(error: unknown): string | null {
  if (typeof error !== 'object' || error === null || !('data' in error)) return null;
  const { data } = error as { data: unknown };
  if (typeof data === 'object' && data !== null && 'message' in data && typeof data.message === 'string') {
    return data.message;
  }
  return null;
}
