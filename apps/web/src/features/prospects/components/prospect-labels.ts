import type { EmailStatus } from '@leadpilot/contracts';

export const emailStatusColors: Record<EmailStatus, string> = {
  verified: 'green',
  risky: 'yellow',
  invalid: 'red',
  unknown: 'gray',
};

/** A label from a record keyed by a closed list, or the raw value for anything else. */
export function labelOf(labels: Record<string, string>, value: string): string {
  return labels[value] ?? value;
}
