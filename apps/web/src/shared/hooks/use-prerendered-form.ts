import { useEffect, useRef, useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;

/**
 * False while React takes over a page rendered ahead of time (the server's render and hydration),
 * then true; true at once when the browser renders the page itself (docs/public-pages.md).
 */
export function useIsHydrated() {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

type TextField = HTMLInputElement | HTMLTextAreaElement;

/**
 * Hands React what a visitor typed into a pre-rendered form before the page's script arrived. React
 * keeps such text on screen when it hydrates but does not know of it (its state is the empty value it
 * rendered), so the text would be lost on submit. The field's value is passed through the same
 * `input` event typing sends (React's tracker is told the old value first, so it sees a change), and a
 * field already left gets the `focusout` leaving sends, so it is checked as it would have been.
 */
export function adoptEarlyInput(form: HTMLFormElement) {
  const fields = form.querySelectorAll<TextField>('input:not([type=checkbox]):not([type=radio]), textarea');
  for (const field of fields) {
    const typed = field.value;
    // React set defaultValue to the value it rendered; a field nobody touched still shows it.
    if (typed === field.defaultValue) continue;
    const prototype = field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
    const setNative = Object.getOwnPropertyDescriptor(prototype, 'value')?.set;
    if (!setNative) continue;
    field.value = field.defaultValue; // through React's tracker: the value React knows
    setNative.call(field, typed); // around it: what is on screen
    field.dispatchEvent(new Event('input', { bubbles: true }));
    // Left before the script arrived: checked as leaving it would have (React's onBlur is focusout),
    // once React has rendered the value above.
    if (field.ownerDocument.activeElement !== field) {
      queueMicrotask(() => field.dispatchEvent(new FocusEvent('focusout', { bubbles: true })));
    }
  }
}

/**
 * For a form a public page shows before its script arrives: `formRef` for the <form> (what was typed
 * early is kept, `adoptEarlyInput`), and `isReady` for its submit button, held busy until then (a press
 * before that would reload the page and lose the typing).
 */
export function usePrerenderedForm() {
  const formRef = useRef<HTMLFormElement>(null);
  const isReady = useIsHydrated();
  // At once on mount (the end of hydration), before React renders again with `isReady`: that render
  // sets every field to the value React knows, which would wipe what was typed.
  useEffect(() => {
    if (formRef.current) adoptEarlyInput(formRef.current);
  }, []);
  return { formRef, isReady };
}
