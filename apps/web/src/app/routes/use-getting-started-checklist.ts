import type { Organisation } from '@leadpilot/contracts';
import { useGetOrganisationQuery } from '../../api/endpoints/get-organisation.ts';
import type { ChecklistItem } from '../../features/home/components/getting-started-checklist.tsx';
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
  const organisation = useGetOrganisationQuery(undefined, { skip: !canManageOrganisation });
  const team = useListTeamMembersQuery({ page: 1, perPage: 1 }, { skip: !canManageTeam });
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
  items.push({
    id: 'personal-profile',
    label: 'Add your job title and time zone',
    description: 'Your details appear to teammates and help schedule emails at the right hour.',
    isDone: profile.data ? profile.data.jobTitle.trim() !== '' && profile.data.timeZone.trim() !== '' : false,
    actionLabel: 'Edit profile',
    actionTo: '/profile',
  });

  const isLoading = organisation.isLoading || team.isLoading || profile.isLoading;
  return { items, isLoading };
}
