/** Spec section 9: every toast lasts 2000 ms. */
export const toastDurationMilliseconds = 2000;
export const genericErrorMessage = 'Something went wrong. Please try again.';

const visibleMessages = new Set<string>();

/** A toast of the spec's length; one at a time per message. */
export function showToast(kind: 'error' | 'success', message: string) {
  const key = `${kind}:${message}`;
  // Several requests failing the same way show one toast, not a stack of identical ones.
  if (visibleMessages.has(key)) return;
  visibleMessages.add(key);
  // Mantine's notifications load on demand (main.tsx renders their container lazily too), so the
  // first page does not carry them; toasts keep their order, since one import serves them all.
  void import('@mantine/notifications').then(({ notifications }) =>
    notifications.show({
      color: kind === 'error' ? 'red' : 'green',
      message,
      autoClose: toastDurationMilliseconds,
      withBorder: true,
      'data-toast': kind,
      closeButtonProps: { 'aria-label': 'Dismiss' },
      onClose: () => visibleMessages.delete(key),
    }),
  );
}

/** The `message` of a reply body, when it has a non-empty one. */
export function messageOf(body: unknown): string | null {
  if (typeof body !== 'object' || body === null || !('message' in body)) return null;
  const { message } = body;
  return typeof message === 'string' && message.trim() !== '' ? message : null;
}

/**
 * Spec section 8 for failed responses: 400 and 422 show the body's message; other statuses show
 * the body's message when it has one, else the generic message. 401 is handled by the session.
 */
export function reportFailure(status: number, body: unknown) {
  if (status === 401) return;
  showToast('error', messageOf(body) ?? genericErrorMessage);
}

/** A request that never got an answer (offline, server down). */
export function reportUnreachable() {
  showToast('error', genericErrorMessage);
}

/**
 * Spec section 8: a successful POST or PUT answered 200 with a message shows it in green. A reply
 * that reports a failed outcome of work that did run (`data.ok === false`, e.g. a mailbox connection
 * check whose sign-in was refused) shows its message in red instead.
 */
export function reportSuccess(method: string, status: number, body: unknown) {
  if (status !== 200 || (method !== 'POST' && method !== 'PUT')) return;
  const message = messageOf(body);
  if (message) showToast(reportsFailedOutcome(body) ? 'error' : 'success', message);
}

function reportsFailedOutcome(body: unknown): boolean {
  if (typeof body !== 'object' || body === null || !('data' in body)) return false;
  const { data } = body;
  return typeof data === 'object' && data !== null && 'ok' in data && data.ok === false;
}
