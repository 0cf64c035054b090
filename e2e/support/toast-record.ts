import type { Page } from '@playwright/test';

/** A toast the page showed: its kind, its text and how long it stayed, on the page's own clock. */
export interface ShownToast {
  kind: string;
  text: string;
  shownMs: number | null;
}

/**
 * Records every toast (`[data-toast]`) the page shows from its next load on: when it appeared and
 * when it left, measured in the page. A test reads what happened instead of looking twice at a toast
 * that lives two seconds, which a loaded machine can spend between two looks.
 */
export function recordToastLifetimes(page: Page) {
  return page.addInitScript(() => {
    const toasts: { element: Element; kind: string; text: string; addedAt: number; removedAt: number | null }[] = [];
    (window as unknown as { shownToasts: typeof toasts }).shownToasts = toasts;
    new MutationObserver(() => {
      for (const element of document.querySelectorAll('[data-toast]')) {
        if (!toasts.some((toast) => toast.element === element)) {
          const kind = element.getAttribute('data-toast') ?? '';
          toasts.push({ element, kind, text: element.textContent ?? '', addedAt: performance.now(), removedAt: null });
        }
      }
      for (const toast of toasts) {
        if (toast.removedAt === null && !toast.element.isConnected) toast.removedAt = performance.now();
      }
    }).observe(document, { childList: true, subtree: true });
  });
}

/** The toasts recorded so far, each with how long it stayed (null while it is still shown). */
export function shownToasts(page: Page): Promise<ShownToast[]> {
  return page.evaluate(() =>
    (
      (
        window as unknown as {
          shownToasts?: { kind: string; text: string; addedAt: number; removedAt: number | null }[];
        }
      ).shownToasts ?? []
    ).map((toast) => ({
      kind: toast.kind,
      text: toast.text,
      shownMs: toast.removedAt === null ? null : toast.removedAt - toast.addedAt,
    })),
  );
}
