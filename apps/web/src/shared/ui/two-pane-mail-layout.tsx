import type { ReactNode, Ref } from 'react';
import classes from './two-pane-mail-layout.module.css';

interface TwoPaneMailLayoutProps {
  /** A message is open: on phones the reading pane replaces the list. */
  hasSelection: boolean;
  /** From md the reading pane scrolls on its own (pass whether the screen is that wide). */
  isReaderScrollable: boolean;
  list: ReactNode;
  reader: ReactNode;
  listPaneRef?: Ref<HTMLElement>;
  readerPaneRef?: Ref<HTMLElement>;
}

/** A mailbox page's body: the message list and the reading pane beside it (one at a time on phones). */
export function TwoPaneMailLayout({
  hasSelection,
  isReaderScrollable,
  list,
  reader,
  listPaneRef,
  readerPaneRef,
}: TwoPaneMailLayoutProps) {
  return (
    <div className={classes.layout} data-has-selection={hasSelection ? true : undefined}>
      <section ref={listPaneRef} className={classes.listPane} aria-label="Message list">
        {list}
      </section>
      <section
        ref={readerPaneRef}
        className={classes.readerPane}
        aria-label="Reading pane"
        // Keyboard users need to reach a pane that scrolls on its own to scroll it.
        tabIndex={isReaderScrollable ? 0 : undefined}
      >
        {reader}
      </section>
    </div>
  );
}
