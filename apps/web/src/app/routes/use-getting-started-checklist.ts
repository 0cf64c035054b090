import type { Organisation } from '@leadpilot/contracts';
import { useGetOrganisationQuery } from '../../api/endpoints/get-organisation.ts';
import { useListCampaignsQuery } from '../../features/campaigns/api/list-campaigns.ts';
import type { ChecklistItem } from '../../features/home/components/getting-started-checklist.tsx';
import { useListMailboxesQuery } from '../../features/mailboxes/api/list-mailboxes.ts';
import { useGetProfileQuery } from '../../features/profile/api/get-profile.ts';
import { useListTeamMembersQuery } from '../../features/team/api/list-team-members.ts';
import { useAppAbility } from '../../session/app-ability.ts';

function isOrganisationProfileComplete(organisation: Organisation): boolean {
  const { address } = organisation;
  return [
    organisation.name,
    organisation.domain,
    organisation.country,
    organisation.timeZone,
    address.line1,
    address.city,
    address.postalCode,
    address.country,
  ].every((value) => value.trim() !== '');
}

/** The home page's first steps, each checked against the live data; owners and admins get the workspace steps. */
export function useGettingStartedChecklist(): { items: ChecklistItem[]; isLoading: boolean } {
  const ability = useAppAbility();
  const canManageOrganisation = ability.can('update', 'Organisation');
  const canManageTeam = ability.can('create', 'Team');
  const canSend = ability.can('manage', 'Mailboxes') && ability.can('manage', 'Campaigns');
  const organisation = useGetOrganisationQuery(undefined, { skip: !canManageOrganisation });
  const team = useListTeamMembersQuery({ page: 1, perPage: 1 }, { skip: !canManageTeam });
  const mailboxes = useListMailboxesQuery({ mode: 'Email', page: 1, perPage: 1 }, { skip: !canSend });
  // The newest campaigns: one launched among them (running, paused or ended since) is a first launch.
  const campaigns = useListCampaignsQuery({ page: 1, perPage: 25 }, { skip: !canSend });
  const profile = useGetProfileQuery();

  const items: ChecklistItem[] = [];
  if (canManageOrganisation) {
    items.push({
      id: 'organisation-profile',
      label: 'Complete your organisation profile',
      description: 'Add your domain, country, time zone and the postal address that goes in every campaign email.',
      isDone: organisation.data ? isOrganisationProfileComplete(organisation.data) : false,
      actionLabel: 'Complete profile',
      actionTo: '/settings/organisation',
    });
  }
  if (canSend) {
    items.push({
      id: 'connect-mailbox',
      label: 'Connect a mailbox',
      description: 'Campaigns send from your own Google, Microsoft or SMTP mailbox, and read the replies there.',
      isDone: (mailboxes.data?.total ?? 0) > 0,
      actionLabel: 'Add a mailbox',
      actionTo: '/mailboxes',
    });
  }
  if (canManageTeam) {
    items.push({
      id: 'invite-teammate',
      label: 'Invite a teammate',
      description: 'Outreach works better together: bring in a colleague as a member or an admin.',
      isDone: (team.data?.total ?? 0) > 1,
      actionLabel: 'Invite a teammate',
      actionTo: '/settings/team?invite=1',
    });
  }
  if (canSend) {
    items.push({
      id: 'launch-campaign',
      label: 'Launch your first campaign',
      description: 'Pick an audience, write a sequence and let it send within your limits.',
      isDone: (campaigns.data?.data ?? []).some((campaign) => campaign.launchedAt !== null),
      actionLabel: 'New campaign',
      actionTo: '/campaigns/new',
    });
  }
  items.push({
    id: 'personal-profile',
    label: 'Add your job title and time zone',
    description: 'Your details appear to teammates and help schedule emails at the right hour.',
    isDone: profile.data ? profile.data.jobTitle.trim() !== '' && profile.data.timeZone.trim() !== '' : false,
    actionLabel: 'Edit profile',
    actionTo: '/profile',
  });

  const isLoading =
    organisation.isLoading || team.isLoading || mailboxes.isLoading || campaigns.isLoading || profile.isLoading;
  return { items, isLoading };
}
