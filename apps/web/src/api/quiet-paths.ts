/**
 * Calls exempt from the loading indicator and from every toast (spec section 8: the audio save
 * call). Paths are written as the spec writes them, without the `/api/` base.
 */
export const quietPaths: readonly string[] = ['v1/meta/audiosave'];

export function isQuietPath(path: string): boolean {
  const bare = path.replace(/^\/+/, '').split('?')[0] ?? '';
  return quietPaths.includes(bare);
}
