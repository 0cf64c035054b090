import { type LedgerEntry, ledgerKindLabels } from '@leadpilot/contracts';

const header = ['Date (UTC)', 'Type', 'Credits', 'Balance after', 'Reason', 'By', 'Member'];

/**
 * One CSV field: quoted when it holds a comma, quote or line break; text that a spreadsheet
 * would run as a formula (= + - @ at the start) gets a leading apostrophe.
 */
export function csvField(value: string | number): string {
  if (typeof value === 'number') return String(value);
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** The ledger as a CSV file, one row per entry, newest first. */
export function ledgerCsv(entries: LedgerEntry[]): string {
  const lines = [header.map(csvField).join(',')];
  for (const entry of entries) {
    lines.push(
      [
        entry.createdAt.replace('T', ' ').slice(0, 19),
        ledgerKindLabels[entry.kind],
        entry.amount,
        entry.balanceAfter,
        entry.reason,
        entry.user?.name ?? '',
        entry.member?.name ?? '',
      ]
        .map(csvField)
        .join(','),
    );
  }
  return `${lines.join('\r\n')}\r\n`;
}
