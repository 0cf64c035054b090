/** Whether a failed RTK Query call was a 404 from the mock layer. */
export function isNotFound(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'status' in error && error.status === 404;
}
