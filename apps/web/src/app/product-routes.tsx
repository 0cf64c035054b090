import { lazy, type ReactNode } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import type { AbilityRequirement } from '../session/app-ability.ts';
import { RequireAbility } from './guards/require-ability.tsx';
import { productAreas } from './navigation/product-areas.tsx';

const HomeRoute = lazy(() => import('./routes/home-route.tsx').then((module) => ({ default: module.HomeRoute })));
const OrganisationSettingsRoute = lazy(() =>
  import('./routes/organisation-settings-route.tsx').then((module) => ({ default: module.OrganisationSettingsRoute })),
);
const TeamSettingsRoute = lazy(() =>
  import('./routes/team-settings-route.tsx').then((module) => ({ default: module.TeamSettingsRoute })),
);
const ScheduledJobsRoute = lazy(() =>
  import('./routes/scheduled-jobs-route.tsx').then((module) => ({ default: module.ScheduledJobsRoute })),
);
const RecordingsRoute = lazy(() =>
  import('./routes/recordings-route.tsx').then((module) => ({ default: module.RecordingsRoute })),
);
const RecordingRoute = lazy(() =>
  import('./routes/recordings-route.tsx').then((module) => ({ default: module.RecordingRoute })),
);
const ApiKeysSettingsRoute = lazy(() =>
  import('./routes/api-keys-settings-route.tsx').then((module) => ({ default: module.ApiKeysSettingsRoute })),
);
const ExtensionSettingsRoute = lazy(() =>
  import('./routes/extension-settings-route.tsx').then((module) => ({ default: module.ExtensionSettingsRoute })),
);
const WebhooksSettingsRoute = lazy(() =>
  import('./routes/webhooks-settings-route.tsx').then((module) => ({ default: module.WebhooksSettingsRoute })),
);
const IntegrationsSettingsRoute = lazy(() =>
  import('./routes/integrations-settings-route.tsx').then((module) => ({ default: module.IntegrationsSettingsRoute })),
);
const ProfileRoute = lazy(() =>
  import('./routes/profile-route.tsx').then((module) => ({ default: module.ProfileRoute })),
);
const SandboxMailRoute = lazy(() =>
  import('./routes/sandbox-mail-route.tsx').then((module) => ({ default: module.SandboxMailRoute })),
);
const AdminOrganisationsRoute = lazy(() =>
  import('./routes/admin-organisations-route.tsx').then((module) => ({ default: module.AdminOrganisationsRoute })),
);
const AdminOrganisationRoute = lazy(() =>
  import('./routes/admin-organisation-route.tsx').then((module) => ({ default: module.AdminOrganisationRoute })),
);
const AdminOrganisationEnrichmentRoute = lazy(() =>
  import('./routes/admin-organisation-enrichment-route.tsx').then((module) => ({
    default: module.AdminOrganisationEnrichmentRoute,
  })),
);
const AdminPeopleRoute = lazy(() =>
  import('./routes/admin-people-route.tsx').then((module) => ({ default: module.AdminPeopleRoute })),
);
const AdminCommunicationLogRoute = lazy(() =>
  import('./routes/admin-communication-log-route.tsx').then((module) => ({
    default: module.AdminCommunicationLogRoute,
  })),
);
const CreditsLayoutRoute = lazy(() =>
  import('./routes/credits-layout-route.tsx').then((module) => ({ default: module.CreditsLayoutRoute })),
);
const CreditsOverviewRoute = lazy(() =>
  import('./routes/credits-overview-route.tsx').then((module) => ({ default: module.CreditsOverviewRoute })),
);
const CreditPlansRoute = lazy(() =>
  import('./routes/credit-plans-route.tsx').then((module) => ({ default: module.CreditPlansRoute })),
);
const InvoicesRoute = lazy(() =>
  import('./routes/invoices-route.tsx').then((module) => ({ default: module.InvoicesRoute })),
);
const ProspectsLayoutRoute = lazy(() =>
  import('./routes/prospects-layout-route.tsx').then((module) => ({ default: module.ProspectsLayoutRoute })),
);
const PeopleSearchRoute = lazy(() =>
  import('./routes/people-search-route.tsx').then((module) => ({ default: module.PeopleSearchRoute })),
);
const SavedListsRoute = lazy(() =>
  import('./routes/saved-lists-route.tsx').then((module) => ({ default: module.SavedListsRoute })),
);
const SavedListRoute = lazy(() =>
  import('./routes/saved-list-route.tsx').then((module) => ({ default: module.SavedListRoute })),
);
const PersonRoute = lazy(() => import('./routes/person-route.tsx').then((module) => ({ default: module.PersonRoute })));
const TemplatesLayoutRoute = lazy(() =>
  import('./routes/templates-layout-route.tsx').then((module) => ({ default: module.TemplatesLayoutRoute })),
);
const TemplatesRoute = lazy(() =>
  import('./routes/templates-route.tsx').then((module) => ({ default: module.TemplatesRoute })),
);
const TemplateFieldsRoute = lazy(() =>
  import('./routes/template-fields-route.tsx').then((module) => ({ default: module.TemplateFieldsRoute })),
);
const TemplateEditorRoute = lazy(() =>
  import('./routes/template-editor-route.tsx').then((module) => ({ default: module.TemplateEditorRoute })),
);
const MailboxesLayoutRoute = lazy(() =>
  import('./routes/mailboxes-layout-route.tsx').then((module) => ({ default: module.MailboxesLayoutRoute })),
);
const MailboxesRoute = lazy(() =>
  import('./routes/mailboxes-route.tsx').then((module) => ({ default: module.MailboxesRoute })),
);
const CalendarsRoute = lazy(() =>
  import('./routes/calendars-route.tsx').then((module) => ({ default: module.CalendarsRoute })),
);
const BookingsRoute = lazy(() =>
  import('./routes/bookings-route.tsx').then((module) => ({ default: module.BookingsRoute })),
);
const TeamPagesRoute = lazy(() =>
  import('./routes/team-pages-route.tsx').then((module) => ({ default: module.TeamPagesRoute })),
);
const MailboxRoute = lazy(() =>
  import('./routes/mailbox-route.tsx').then((module) => ({ default: module.MailboxRoute })),
);
const CampaignsLayoutRoute = lazy(() =>
  import('./routes/campaigns-layout-route.tsx').then((module) => ({ default: module.CampaignsLayoutRoute })),
);
const UpcomingEmailsRoute = lazy(() =>
  import('./routes/upcoming-emails-route.tsx').then((module) => ({ default: module.UpcomingEmailsRoute })),
);
const CampaignTasksRoute = lazy(() =>
  import('./routes/campaign-tasks-route.tsx').then((module) => ({ default: module.CampaignTasksRoute })),
);
const CampaignsRoute = lazy(() =>
  import('./routes/campaigns-route.tsx').then((module) => ({ default: module.CampaignsRoute })),
);
const CampaignRoute = lazy(() =>
  import('./routes/campaign-route.tsx').then((module) => ({ default: module.CampaignRoute })),
);
const CampaignBuilderRoute = lazy(() =>
  import('./routes/campaign-builder-route.tsx').then((module) => ({ default: module.CampaignBuilderRoute })),
);
const InboxRoute = lazy(() => import('./routes/inbox-route.tsx').then((module) => ({ default: module.InboxRoute })));
const ApprovalsRoute = lazy(() =>
  import('./routes/approvals-route.tsx').then((module) => ({ default: module.ApprovalsRoute })),
);
const CampaignAutopilotRoute = lazy(() =>
  import('./routes/campaign-autopilot-route.tsx').then((module) => ({ default: module.CampaignAutopilotRoute })),
);
const EnrichmentRoute = lazy(() =>
  import('./routes/enrichment-route.tsx').then((module) => ({ default: module.EnrichmentRoute })),
);
const EnrichmentFileRoute = lazy(() =>
  import('./routes/enrichment-route.tsx').then((module) => ({ default: module.EnrichmentFileRoute })),
);
const ComingSoonRoute = lazy(() =>
  import('./routes/coming-soon-route.tsx').then((module) => ({ default: module.ComingSoonRoute })),
);

const prospects = { action: 'manage', subject: 'Prospects' } as const;
const enrichment = { action: 'manage', subject: 'Enrichment' } as const;
const templates = { action: 'read', subject: 'Templates' } as const;
const mailboxes = { action: 'read', subject: 'Mailboxes' } as const;
const campaigns = { action: 'manage', subject: 'Campaigns' } as const;

/** A page the user's abilities must allow (else the not-authorized page in its place). */
function guarded(requires: AbilityRequirement, element: ReactNode) {
  return <RequireAbility requires={requires}>{element}</RequireAbility>;
}

const comingSoonRoutes = productAreas
  .filter((area) => area.isComingSoon)
  .map((area) => ({
    path: area.path.slice(1),
    element: guarded(area.requires, <ComingSoonRoute area={area} />),
  }));

/**
 * The signed-in product's pages, inside the app shell. router.tsx patches them in on the first visit
 * to one of them, so the sign-in page does not carry this table (or the navigation's icons).
 */
export const productRoutes: RouteObject[] = [
  { path: 'home', element: guarded({ action: 'read', subject: 'Home' }, <HomeRoute />) },
  {
    path: 'settings/organisation',
    element: guarded({ action: 'read', subject: 'Organisation' }, <OrganisationSettingsRoute />),
  },
  { path: 'settings/team', element: guarded({ action: 'read', subject: 'Team' }, <TeamSettingsRoute />) },
  {
    path: 'settings/scheduled-jobs',
    element: guarded({ action: 'read', subject: 'Prospects' }, <ScheduledJobsRoute />),
  },
  {
    path: 'settings/api-keys',
    element: guarded({ action: 'read', subject: 'Integrations' }, <ApiKeysSettingsRoute />),
  },
  {
    path: 'settings/extension',
    element: guarded({ action: 'read', subject: 'Prospects' }, <ExtensionSettingsRoute />),
  },
  {
    path: 'settings/webhooks',
    element: guarded({ action: 'read', subject: 'Integrations' }, <WebhooksSettingsRoute />),
  },
  {
    path: 'settings/integrations',
    element: guarded({ action: 'read', subject: 'Integrations' }, <IntegrationsSettingsRoute />),
  },
  { path: 'settings', element: <Navigate to="/settings/organisation" replace /> },
  // The account menu's former "Integrations" area: API keys, webhooks and the CRM now live in settings.
  { path: 'integrations', element: <Navigate to="/settings/integrations" replace /> },
  { path: 'profile', element: guarded({ action: 'read', subject: 'Profile' }, <ProfileRoute />) },
  // Call recordings: upload, list, and one call's player, summary and transcript.
  { path: 'audio', element: guarded({ action: 'read', subject: 'Audio' }, <RecordingsRoute />) },
  { path: 'audio/:id', element: guarded({ action: 'read', subject: 'Audio' }, <RecordingRoute />) },
  {
    path: 'sandbox-mail',
    element: guarded({ action: 'read', subject: 'SandboxMail' }, <SandboxMailRoute />),
  },
  {
    path: 'admin/organisations',
    element: guarded({ action: 'manage', subject: 'Admin' }, <AdminOrganisationsRoute />),
  },
  {
    path: 'admin/organisations/:id',
    element: guarded({ action: 'manage', subject: 'Admin' }, <AdminOrganisationRoute />),
  },
  {
    path: 'admin/organisations/:id/enrichment',
    element: guarded({ action: 'manage', subject: 'Admin' }, <AdminOrganisationEnrichmentRoute />),
  },
  { path: 'admin/people', element: guarded({ action: 'manage', subject: 'Admin' }, <AdminPeopleRoute />) },
  {
    path: 'admin/communication',
    element: guarded({ action: 'manage', subject: 'Admin' }, <AdminCommunicationLogRoute />),
  },
  { path: 'admin', element: <Navigate to="/admin/organisations" replace /> },
  {
    path: 'credits',
    element: guarded({ action: 'read', subject: 'Credits' }, <CreditsLayoutRoute />),
    children: [
      { index: true, element: <CreditsOverviewRoute /> },
      { path: 'plans', element: <CreditPlansRoute /> },
      { path: 'invoices', element: <InvoicesRoute /> },
    ],
  },
  {
    path: 'prospects',
    element: guarded(prospects, <ProspectsLayoutRoute />),
    children: [
      { index: true, element: <PeopleSearchRoute /> },
      { path: 'lists', element: <SavedListsRoute /> },
      { path: 'lists/:id', element: <SavedListRoute /> },
    ],
  },
  { path: 'prospects/people/:id', element: guarded(prospects, <PersonRoute />) },
  {
    path: 'templates',
    element: guarded(templates, <TemplatesLayoutRoute />),
    children: [
      { index: true, element: <TemplatesRoute /> },
      { path: 'fields', element: <TemplateFieldsRoute /> },
    ],
  },
  { path: 'templates/new', element: guarded(templates, <TemplateEditorRoute />) },
  { path: 'templates/:id', element: guarded(templates, <TemplateEditorRoute />) },
  {
    path: 'mailboxes',
    element: guarded(mailboxes, <MailboxesLayoutRoute />),
    children: [
      { index: true, element: <MailboxesRoute /> },
      { path: 'calendars', element: <CalendarsRoute /> },
      { path: 'bookings', element: <BookingsRoute /> },
      { path: 'team-pages', element: <TeamPagesRoute /> },
    ],
  },
  { path: 'mailboxes/:id', element: guarded(mailboxes, <MailboxRoute />) },
  {
    path: 'campaigns',
    element: guarded(campaigns, <CampaignsLayoutRoute />),
    children: [
      { index: true, element: <CampaignsRoute /> },
      { path: 'upcoming', element: <UpcomingEmailsRoute /> },
      { path: 'tasks', element: <CampaignTasksRoute /> },
    ],
  },
  { path: 'campaigns/new', element: guarded(campaigns, <CampaignBuilderRoute />) },
  { path: 'campaigns/:id', element: guarded(campaigns, <CampaignRoute />) },
  { path: 'campaigns/:id/edit', element: guarded(campaigns, <CampaignBuilderRoute />) },
  // The autopilot: a campaign's settings, switch and knowledge; the approval queue and the kill switch.
  { path: 'campaigns/:id/autopilot', element: guarded(campaigns, <CampaignAutopilotRoute />) },
  { path: 'approvals', element: guarded({ action: 'read', subject: 'Campaigns' }, <ApprovalsRoute />) },
  // One route for the list and an open message: choosing another keeps the page (and its undo).
  { path: 'inbox/:messageId?', element: guarded({ action: 'read', subject: 'Campaigns' }, <InboxRoute />) },
  { path: 'enrichment', element: guarded(enrichment, <EnrichmentRoute />) },
  { path: 'enrichment/:id', element: guarded(enrichment, <EnrichmentFileRoute />) },
  ...comingSoonRoutes,
];
