import {
  IconBuildingSkyscraper,
  IconCalendarRepeat,
  IconCoins,
  IconHome,
  IconInbox,
  IconKey,
  IconLayoutDashboard,
  IconMailbox,
  IconMailSearch,
  IconMessages,
  IconMicrophone,
  IconPlugConnected,
  IconRobot,
  IconRocket,
  IconSettings,
  IconSparkles,
  IconTemplate,
  IconUserEdit,
  IconUserSearch,
  IconUsersGroup,
  IconWebhook,
} from '@tabler/icons-react';
import type { ComponentType } from 'react';
import type { AbilityRequirement } from '../../session/app-ability.ts';

export type NavigationSection = 'workspace' | 'account' | 'settings' | 'platform' | 'template';

export interface ProductArea {
  path: string;
  label: string;
  /** One sentence on what the area does, for the home cards and the coming-soon page. */
  description: string;
  icon: ComponentType<{ size?: number | string; stroke?: number }>;
  requires: AbilityRequirement;
  section: NavigationSection;
  /** Not built yet: the route shows a coming-soon page. */
  isComingSoon: boolean;
  /** Shown as a card on the home dashboard. */
  isOnHome: boolean;
}

/** Every product area, in navigation order; navigation, home cards and routes read this list. */
export const productAreas: ProductArea[] = [
  {
    path: '/home',
    label: 'Home',
    description: 'Your dashboard: what to do next and where everything is.',
    icon: IconHome,
    requires: { action: 'read', subject: 'Home' },
    section: 'workspace',
    isComingSoon: false,
    isOnHome: false,
  },
  {
    path: '/prospects',
    label: 'People search',
    description: 'Find verified contacts and companies, filter by buying intent and open a 360° prospect view.',
    icon: IconUserSearch,
    requires: { action: 'manage', subject: 'Prospects' },
    section: 'workspace',
    isComingSoon: false,
    isOnHome: true,
  },
  {
    path: '/campaigns',
    label: 'Campaigns',
    description: 'Run personalised email sequences on an AI autopilot that books meetings for you.',
    icon: IconRocket,
    requires: { action: 'manage', subject: 'Campaigns' },
    section: 'workspace',
    isComingSoon: false,
    isOnHome: true,
  },
  {
    path: '/inbox',
    label: 'Inbox',
    description:
      'Every reply to your campaigns with its label and the prospect beside it: reply, snooze or mark handled.',
    icon: IconMessages,
    requires: { action: 'read', subject: 'Campaigns' },
    section: 'workspace',
    isComingSoon: false,
    isOnHome: true,
  },
  {
    path: '/approvals',
    label: 'Approvals',
    description: 'What the autopilot wrote and the replies it left to a person: approve, edit, reject or undo.',
    icon: IconRobot,
    requires: { action: 'read', subject: 'Campaigns' },
    section: 'workspace',
    isComingSoon: false,
    isOnHome: false,
  },
  {
    path: '/enrichment',
    label: 'Enrichment',
    description: 'Upload a list and get verified emails, phone numbers and company details back.',
    icon: IconSparkles,
    requires: { action: 'manage', subject: 'Enrichment' },
    section: 'workspace',
    isComingSoon: false,
    isOnHome: true,
  },
  {
    path: '/mailboxes',
    label: 'Mailboxes',
    description: 'Connect Gmail, Microsoft 365 or SMTP mailboxes and your calendar, and warm them up safely.',
    icon: IconMailbox,
    requires: { action: 'read', subject: 'Mailboxes' },
    section: 'workspace',
    isComingSoon: false,
    isOnHome: true,
  },
  {
    path: '/templates',
    label: 'Templates',
    description: 'Write reusable email templates with merge fields, signatures and AI suggestions.',
    icon: IconTemplate,
    requires: { action: 'read', subject: 'Templates' },
    section: 'workspace',
    isComingSoon: false,
    isOnHome: true,
  },
  {
    path: '/audio',
    label: 'Call summaries',
    description: 'Upload call recordings and get transcripts, summaries and next steps.',
    icon: IconMicrophone,
    requires: { action: 'manage', subject: 'Audio' },
    section: 'workspace',
    isComingSoon: true,
    isOnHome: true,
  },
  {
    path: '/credits',
    label: 'Credits & billing',
    description: 'Buy credit plans, see what your team spent and download invoices.',
    icon: IconCoins,
    requires: { action: 'read', subject: 'Credits' },
    section: 'account',
    isComingSoon: false,
    isOnHome: true,
  },
  {
    path: '/settings/organisation',
    label: 'Organisation',
    description: 'Your company’s name, domain, time zone and the postal address in every campaign email.',
    icon: IconSettings,
    requires: { action: 'read', subject: 'Organisation' },
    section: 'settings',
    isComingSoon: false,
    isOnHome: true,
  },
  {
    path: '/settings/team',
    label: 'Team',
    description: 'See who is in your team, invite teammates and manage their roles.',
    icon: IconUsersGroup,
    requires: { action: 'read', subject: 'Team' },
    section: 'settings',
    isComingSoon: false,
    isOnHome: true,
  },
  {
    path: '/settings/api-keys',
    label: 'API keys',
    description:
      'Keys for your scripts and tools to call the API, each with its scopes, and access codes to link the extension.',
    icon: IconKey,
    requires: { action: 'read', subject: 'Integrations' },
    section: 'settings',
    isComingSoon: false,
    isOnHome: false,
  },
  {
    path: '/settings/webhooks',
    label: 'Webhooks',
    description: 'Your tools hear about replies, bounces, meetings and more as they happen, as signed events.',
    icon: IconWebhook,
    requires: { action: 'read', subject: 'Integrations' },
    section: 'settings',
    isComingSoon: false,
    isOnHome: false,
  },
  {
    path: '/settings/integrations',
    label: 'CRM (HubSpot)',
    description:
      'Connect HubSpot: replied, interested and booked prospects become contacts, and customers are flagged.',
    icon: IconPlugConnected,
    requires: { action: 'read', subject: 'Integrations' },
    section: 'settings',
    isComingSoon: false,
    isOnHome: false,
  },
  {
    path: '/settings/scheduled-jobs',
    label: 'Scheduled jobs',
    description:
      'Recurring work on a schedule: refresh a search into a list, enrich a list, grow a campaign, email results.',
    icon: IconCalendarRepeat,
    requires: { action: 'read', subject: 'Prospects' },
    section: 'settings',
    isComingSoon: false,
    isOnHome: false,
  },
  {
    path: '/sandbox-mail',
    label: 'Sandbox mail',
    description: 'Read the emails Leadpilot kept in its built-in sandbox mailbox instead of sending them.',
    icon: IconInbox,
    requires: { action: 'read', subject: 'SandboxMail' },
    section: 'settings',
    isComingSoon: false,
    isOnHome: true,
  },
  {
    path: '/admin/organisations',
    label: 'All organisations',
    description: 'Every organisation on the platform, with its owner and size.',
    icon: IconBuildingSkyscraper,
    requires: { action: 'manage', subject: 'Admin' },
    section: 'platform',
    isComingSoon: false,
    isOnHome: true,
  },
  {
    path: '/admin/people',
    label: 'People data',
    description: 'Look up, correct and add people in the prospect data; every change is audited.',
    icon: IconUserEdit,
    requires: { action: 'manage', subject: 'Admin' },
    section: 'platform',
    isComingSoon: false,
    isOnHome: true,
  },
  {
    path: '/admin/communication',
    label: 'Communication log',
    description: 'What happened to every organisation’s emails; resend or drop the ones whose outcome is unknown.',
    icon: IconMailSearch,
    requires: { action: 'manage', subject: 'Admin' },
    section: 'platform',
    isComingSoon: false,
    isOnHome: true,
  },
  {
    // The demo admin template beside the product (its own shell; "Back to Leadpilot" returns here).
    path: '/dashboard/analytics',
    label: 'Admin template',
    description: 'The demo admin template: dashboards, apps and pages on demo data.',
    icon: IconLayoutDashboard,
    requires: { action: 'read', subject: 'Home' },
    section: 'template',
    isComingSoon: false,
    isOnHome: false,
  },
];

export const navigationSectionLabels: Record<NavigationSection, string> = {
  workspace: 'Workspace',
  account: 'Account',
  settings: 'Settings',
  platform: 'Platform admin',
  template: 'Demo',
};
