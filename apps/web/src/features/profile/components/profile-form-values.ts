import type { Member } from '@leadpilot/contracts';
import type { UpdateProfileBody } from '../api/update-profile.ts';

export interface ProfileFormValues {
  name: string;
  jobTitle: string;
  phone: string;
  timeZone: string;
  /** An https:// address, or '' for initials. */
  avatar: string;
}

export function toProfileFormValues(member: Member): ProfileFormValues {
  return {
    name: member.name,
    jobTitle: member.jobTitle,
    phone: member.phone,
    timeZone: member.timeZone,
    avatar: member.avatar ?? '',
  };
}

/** The whole form is sent; the server trims every field and stores '' as no picture. */
export function toUpdateProfileBody(values: ProfileFormValues): UpdateProfileBody {
  return { ...values };
}
