/** What a link into the template editor may ask of it. */
export interface EditorLocationState {
  /** Open the AI writer as the editor opens ("Write with AI" on the list). */
  isAiWriterOpen?: boolean;
}

export function isAiWriterRequested(state: unknown): boolean {
  return typeof state === 'object' && state !== null && 'isAiWriterOpen' in state && state.isAiWriterOpen === true;
}
