import { type KeyboardEvent, type MouseEvent, useRef, useState } from 'react';

export interface ContextMenuState<Subject> {
  subject: Subject;
  x: number;
  y: number;
}

/**
 * Where a context menu opens and for what: at the pointer on a right-click, at the element's corner
 * on the context-menu key or Shift+F10. Focus goes back to that element when the menu closes.
 */
export function useContextMenu<Subject>() {
  const [menu, setMenu] = useState<ContextMenuState<Subject> | null>(null);
  const opener = useRef<HTMLElement | null>(null);

  function openAt(subject: Subject, element: HTMLElement, x: number, y: number) {
    opener.current = element;
    setMenu({ subject, x, y });
  }

  /** Props for an element that has a context menu: right-click and keyboard. */
  function triggerProps(subject: Subject) {
    return {
      onContextMenu: (event: MouseEvent<HTMLElement>) => {
        event.preventDefault();
        openAt(subject, event.currentTarget, event.clientX, event.clientY);
      },
      onKeyDown: (event: KeyboardEvent<HTMLElement>) => {
        if (event.key === 'ContextMenu' || (event.key === 'F10' && event.shiftKey)) {
          event.preventDefault();
          const box = event.currentTarget.getBoundingClientRect();
          openAt(subject, event.currentTarget, box.left + 16, box.top + Math.min(box.height, 32));
        }
      },
    };
  }

  function close() {
    setMenu(null);
    opener.current?.focus();
  }

  return { menu, triggerProps, close };
}
