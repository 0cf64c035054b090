import type { Organisation, UpdateOrganisationBody } from '@leadpilot/contracts';

export interface OrganisationFormValues {
  name: string;
  website: string;
  domain: string;
  country: string;
  timeZone: string;
  address: {
    line1: string;
    line2: string;
    city: string;
    region: string;
    postalCode: string;
    country: string;
  };
}

export function toOrganisationFormValues(organisation: Organisation): OrganisationFormValues {
  return {
    name: organisation.name,
    website: organisation.website,
    domain: organisation.domain,
    country: organisation.country,
    timeZone: organisation.timeZone,
    address: { ...organisation.address },
  };
}

/** The whole form is sent: the server trims, checks and normalises every field. */
export function toUpdateOrganisationBody(values: OrganisationFormValues): UpdateOrganisationBody {
  return { ...values, address: { ...values.address } };
}

/** The footer line campaign emails will carry, for the preview. */
export function formatFooterAddress(address: OrganisationFormValues['address'], organisationName: string): string {
  const cityLine = [address.postalCode, address.city].filter((part) => part.trim() !== '').join(' ');
  return [organisationName, address.line1, address.line2, cityLine, address.region, address.country]
    .map((part) => part.trim())
    .filter((part) => part !== '')
    .join(', ');
}
