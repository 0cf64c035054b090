import type { Transaction } from '@tiptap/pm/state';

/**
 * Puts a merge field tag in place of the body's selection (or at the caret), in the marks found
 * there (a field typed into bold text stays bold), and leaves the caret right after it.
 */
export function insertMergeField(transaction: Transaction, token: string): Transaction {
  const { from, to } = transaction.selection;
  return transaction.insertText(token, from, to);
}
