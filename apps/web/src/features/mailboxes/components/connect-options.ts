import { IconBrandGoogle, IconBrandWindows, IconFlask, IconServer } from '@tabler/icons-react';
import type { ComponentType } from 'react';

export type ConnectOptionKey = 'gmail' | 'microsoft' | 'smtp' | 'sandbox';

export interface ConnectOption {
  key: ConnectOptionKey;
  label: string;
  description: string;
  icon: ComponentType<{ size?: number | string; stroke?: number; 'aria-hidden'?: boolean }>;
}

/** The four ways to add a mailbox, in the order the page offers them. */
export const connectOptions: readonly ConnectOption[] = [
  {
    key: 'gmail',
    label: 'Connect Gmail',
    description: 'Google Workspace or Gmail, through Google’s consent page.',
    icon: IconBrandGoogle,
  },
  {
    key: 'microsoft',
    label: 'Connect Microsoft',
    description: 'Microsoft 365 or Outlook, through Microsoft’s consent page.',
    icon: IconBrandWindows,
  },
  {
    key: 'smtp',
    label: 'Add SMTP/IMAP',
    description: 'Any other provider, with its server names and a password.',
    icon: IconServer,
  },
  {
    key: 'sandbox',
    label: 'Add sandbox mailbox',
    description: 'Keeps every message inside Leadpilot: try campaigns safely.',
    icon: IconFlask,
  },
];
