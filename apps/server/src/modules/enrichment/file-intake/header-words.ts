import { headerKey, headerWords, type ProspectField } from './header-synonyms.ts';

export interface HeaderGuess {
  field: ProspectField;
  confidence: number;
}

const companyWords = [
  'company',
  'companies',
  'organisation',
  'organization',
  'org',
  'account',
  'employer',
  'business',
  'firm',
  'corporate',
];
/** Words that make an email-ish header about the address rather than the address itself. */
const notAnAddress = [
  'status',
  'verified',
  'verification',
  'valid',
  'validity',
  'type',
  'opt',
  'optout',
  'unsubscribe',
  'unsubscribed',
  'bounce',
  'bounced',
  'count',
  'date',
  'sent',
  'score',
  'confidence',
  'source',
  'catchall',
  'opened',
  'clicked',
  'format',
];
const secondaryAddress = [
  'personal',
  'private',
  'home',
  'secondary',
  'other',
  'alternate',
  'alternative',
  'supplemental',
  'additional',
  '2',
];
/** Facts about a company that are not its name. */
const companyFacts = [
  'size',
  'industry',
  'revenue',
  'employees',
  'employee',
  'headcount',
  'phone',
  'country',
  'city',
  'state',
  'address',
  'street',
  'zip',
  'postal',
  'id',
  'type',
  'founded',
  'description',
  'location',
  'region',
  'keywords',
  'technologies',
  'funding',
  'sic',
  'naics',
  'twitter',
  'facebook',
  'owner',
  'stage',
  'score',
  'url',
  'website',
  'domain',
];
const otherSites = [
  'facebook',
  'twitter',
  'instagram',
  'github',
  'youtube',
  'crunchbase',
  'photo',
  'image',
  'avatar',
  'logo',
  'picture',
  'source',
];

/**
 * The field a header's words point to when it is not a known name as a whole (`Primary Work
 * Email` → email, `Company LinkedIn URL` → none), less sure than a known name.
 */
export function guessFromWords(header: string): HeaderGuess | undefined {
  const words = headerWords(header);
  const key = headerKey(header);
  const has = (list: readonly string[]) => words.some((word) => list.includes(word));
  const companyish = has(companyWords);

  if (key.includes('linkedin')) return companyish ? undefined : { field: 'linkedin_url', confidence: 0.75 };
  if (key.includes('email') || words.includes('mail')) {
    if (has(notAnAddress)) return undefined;
    if (words.includes('domain')) return { field: 'domain', confidence: 0.7 };
    return { field: 'email', confidence: has(secondaryAddress) ? 0.55 : 0.75 };
  }
  if (has(['phone', 'mobile', 'cell', 'tel', 'telephone', 'dial', 'whatsapp'])) {
    if (has(['status', 'type', 'verified'])) return undefined;
    return { field: 'phone', confidence: companyish || has(['hq', 'office', 'main', 'switchboard']) ? 0.55 : 0.7 };
  }
  if (has(['first', 'given']) && (words.includes('name') || words.length === 1) && !companyish) {
    return { field: 'first_name', confidence: 0.8 };
  }
  if ((has(['last', 'family']) && words.includes('name')) || words.includes('surname')) {
    return companyish ? undefined : { field: 'last_name', confidence: 0.8 };
  }
  if (has(['domain', 'website', 'web', 'site', 'url', 'homepage'])) {
    return has(otherSites) ? undefined : { field: 'domain', confidence: words.includes('url') ? 0.55 : 0.7 };
  }
  if (companyish) {
    return has(companyFacts) || words.includes('country') ? undefined : { field: 'company', confidence: 0.7 };
  }
  if (has(['title', 'position', 'role', 'designation', 'occupation', 'headline'])) {
    return { field: 'title', confidence: 0.7 };
  }
  if (words.includes('country')) return { field: 'country', confidence: 0.75 };
  if (
    words.includes('name') &&
    has(['full', 'contact', 'person', 'lead', 'prospect', 'customer', 'client', 'member'])
  ) {
    return { field: 'full_name', confidence: 0.75 };
  }
  return undefined;
}
