import type { TeamPage, TeamPageBody } from '@leadpilot/contracts';

/** A member's caps as the form holds them: '' for no limit. */
export interface MemberFormValues {
  calendarId: string;
  capPerDay: number | string;
  capPerWeek: number | string;
}

export interface TeamPageFormValues {
  name: string;
  slug: string;
  meetingMinutes: string;
  members: MemberFormValues[];
}

export const teamMeetingLengths = ['15', '20', '30', '45', '60', '90'].map((value) => ({
  value,
  label: `${value} minutes`,
}));

export function toTeamPageFormValues(page: TeamPage | null): TeamPageFormValues {
  if (!page) return { name: '', slug: '', meetingMinutes: '30', members: [] };
  return {
    name: page.name,
    slug: page.slug,
    meetingMinutes: String(page.meetingMinutes),
    members: page.members.map((member) => ({
      calendarId: member.calendarId,
      capPerDay: member.capPerDay ?? '',
      capPerWeek: member.capPerWeek ?? '',
    })),
  };
}

const capOf = (value: number | string) => (value === '' ? null : Number(value));

/** `POST /meetings/team-pages` (and `/{id}`): the members in order, and the limits of those that have any. */
export function toTeamPageBody(values: TeamPageFormValues): TeamPageBody {
  const caps: NonNullable<TeamPageBody['caps']> = {};
  for (const member of values.members) {
    const capPerDay = capOf(member.capPerDay);
    const capPerWeek = capOf(member.capPerWeek);
    if (capPerDay !== null || capPerWeek !== null) caps[member.calendarId] = { capPerDay, capPerWeek };
  }
  return {
    name: values.name.trim(),
    slug: values.slug.trim(),
    meetingMinutes: Number(values.meetingMinutes),
    calendarIds: values.members.map((member) => member.calendarId),
    caps,
  };
}

/**
 * A body path as the form names it: the members' list is `members`, and a member's limit
 * `caps.<calendarId>.capPerDay` is `members.<index>.capPerDay`.
 */
export function formPathOf(path: string, values: TeamPageFormValues): string {
  if (path === 'calendarIds' || path.startsWith('calendarIds.')) return 'members';
  const cap = /^caps\.([^.]+)\.(capPerDay|capPerWeek)$/.exec(path);
  if (!cap) return path;
  const index = values.members.findIndex((member) => member.calendarId === cap[1]);
  return index === -1 ? 'members' : `members.${index}.${cap[2]}`;
}

/** "Sales team" → "sales-team": a page address from its name. */
export function slugFromName(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
}
