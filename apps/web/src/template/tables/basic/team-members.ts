/** The small fixed data set of the basic tables. */
export interface TeamMember {
  name: string;
  email: string;
  role: string;
  project: string;
  status: 'Active' | 'Pending' | 'Inactive' | 'Suspended';
  color: string;
}

export const teamMembers: TeamMember[] = [
  {
    name: 'Zoe Harper',
    email: 'zoe.harper@example.com',
    role: 'Designer',
    project: 'Website relaunch',
    status: 'Active',
    color: 'indigo',
  },
  {
    name: 'Liam Chen',
    email: 'liam.chen@example.com',
    role: 'Developer',
    project: 'Mobile app',
    status: 'Pending',
    color: 'teal',
  },
  {
    name: 'Amara Okafor',
    email: 'amara.okafor@example.com',
    role: 'Project manager',
    project: 'CRM import',
    status: 'Active',
    color: 'grape',
  },
  {
    name: 'Mateo Silva',
    email: 'mateo.silva@example.com',
    role: 'Marketer',
    project: 'Spring campaign',
    status: 'Inactive',
    color: 'orange',
  },
  {
    name: 'Hana Suzuki',
    email: 'hana.suzuki@example.com',
    role: 'Analyst',
    project: 'Quarterly report',
    status: 'Suspended',
    color: 'pink',
  },
];

export const statusColors: Record<TeamMember['status'], string> = {
  Active: 'green',
  Pending: 'yellow',
  Inactive: 'gray',
  Suspended: 'red',
};
