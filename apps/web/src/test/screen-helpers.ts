import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/** Clicks the menu item or option with this text (Mantine's dropdowns animate in: their names settle late in jsdom). */
export async function choose(role: 'menuitem' | 'option', text: string) {
  // A menu that just closed may still be leaving: wait for the item itself.
  const item = await waitFor(() => {
    const found = screen.queryAllByRole(role, { hidden: true }).find((element) => element.textContent === text);
    if (!found) throw new Error(`No ${role} ${text}`);
    return found;
  });
  await userEvent.click(item);
}

/** Opens the select labelled `label` (a filter) and picks `option`. */
export async function chooseOption(label: string, option: string) {
  const input = screen.getAllByLabelText(label).find((element) => element.tagName === 'INPUT');
  if (!input) throw new Error(`No select labelled ${label}`);
  await userEvent.click(input);
  await choose('option', option);
}

/** The row of the table named `tableName` that shows `text`, once it does. */
export async function rowIn(tableName: string, text: string): Promise<HTMLElement> {
  const table = await screen.findByRole('table', { name: tableName });
  const row = (await within(table).findByText(text)).closest('tr');
  if (!row) throw new Error(`No row of ${tableName} shows ${text}`);
  return row;
}
