/**
 * Calls exempt from the loading indicator and from every toast (spec section 8: the audio save
 * call, and reads whose answer shows in place). Paths are written as the spec writes them, without the `/api/` base.
 */
export const quietPaths: readonly string[] = [
  'v1/meta/audiosave',
  // The scheduled-job form's live preview: its refusal shows under the cron field as it is typed, not as toasts.
  'v1/scheduler/customjob/preview',
  // The 360° view's HubSpot status, asked as the view opens: it shows beside the name or not at all.
  'v1/crm/hubspot/contact',
];

export function isQuietPath(path: string): boolean {
  const bare = path.replace(/^\/+/, '').split('?')[0] ?? '';
  return quietPaths.includes(bare);
}
