/**
 * Calls exempt from the loading indicator and from every toast (spec section 8: the audio save
 * call). Paths are written as the spec writes them, without the `/api/` base.
 */
export const quietPaths: readonly string[] = [
  'v1/meta/audiosave',
  // The scheduled-job form's live preview: its refusal shows under the cron field as it is typed, not as toasts.
  'v1/scheduler/customjob/preview',
];

export function isQuietPath(path: string): boolean {
  const bare = path.replace(/^\/+/, '').split('?')[0] ?? '';
  return quietPaths.includes(bare);
}
