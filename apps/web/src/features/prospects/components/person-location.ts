import type { PersonSummary } from '@leadpilot/contracts';
import { countryName } from '../../../shared/ui/country-options.ts';

/** "Austin, Texas, United States", leaving out the parts that are empty. */
export function personLocation(person: Pick<PersonSummary, 'city' | 'region' | 'country'>): string {
  return [person.city, person.region, person.country ? countryName(person.country) : '']
    .filter((part) => part.trim() !== '')
    .join(', ');
}
