import { useEffect, useRef } from 'react';

export interface InboxKeyboardActions {
  /** j: the next message; k: the one before. */
  move: (step: 1 | -1) => void;
  /** e: mark the open message handled. */
  markHandled: () => void;
  /** r: reply to the open message. */
  reply: () => void;
}

/** Typing in a field, a menu or a dialog keeps its keys. */
function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  if (['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName)) return true;
  return target.closest('[role="dialog"], [role="menu"], [role="listbox"]') !== null;
}

/** The inbox's single-key shortcuts, as mail clients have them: j, k, e and r. */
export function useInboxKeyboard(actions: InboxKeyboardActions) {
  const latest = useRef(actions);
  latest.current = actions;

  useEffect(() => {
    const handleKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || isTyping(event.target)) return;
      const key = event.key.toLowerCase();
      if (key === 'j' || key === 'k') latest.current.move(key === 'j' ? 1 : -1);
      else if (key === 'e') latest.current.markHandled();
      else if (key === 'r') latest.current.reply();
      else return;
      event.preventDefault();
    };
    document.addEventListener('keydown', handleKeyDown);
    return () => document.removeEventListener('keydown', handleKeyDown);
  }, []);
}
