import { momentBefore } from './dates.ts';
import type { GeneratedPerson, GeneratedSocialPost } from './prospect-records.ts';
import type { Random } from './random.ts';

const postTemplates = [
  (person: GeneratedPerson) =>
    `Excited to share that ${person.companyName} is hiring! DM me if you want to join the team.`,
  (person: GeneratedPerson) =>
    `Three lessons from my first year as ${person.title}: listen more, write things down, ship small.`,
  (person: GeneratedPerson) =>
    `Great conversations at this week's conference about ${person.skills[0] ?? 'growth'}. Thanks to everyone who stopped by.`,
  (person: GeneratedPerson) => `Proud of the ${person.companyName} team for a record quarter.`,
  (person: GeneratedPerson) =>
    `Hot take: most ${person.department.replace('_', ' ')} tools are too complicated. What does your stack look like?`,
  (person: GeneratedPerson) =>
    `Looking for recommendations on ${person.technologies[0] ?? 'CRM'} alternatives. What has worked for you?`,
  () => 'We just published our playbook for outbound in 2026. Link in the comments.',
];

/** A few recent posts by one person on LinkedIn or Twitter. */
export function generateSocialPosts(random: Random, person: GeneratedPerson, asOf: Date): GeneratedSocialPost[] {
  return random.sample(postTemplates, random.int(1, 4)).map((template) => {
    const network = person.twitterUrl && random.chance(0.4) ? 'twitter' : 'linkedin';
    const id = random.uuid();
    return {
      id,
      personId: person.id,
      network,
      text: template(person),
      url:
        network === 'twitter'
          ? `${person.twitterUrl}/status/${random.int(1_000_000, 9_999_999)}${random.int(100_000, 999_999)}`
          : `https://www.linkedin.com/feed/update/urn:li:activity:${random.int(1_000_000, 9_999_999)}${random.int(100_000, 999_999)}`,
      likes: Math.floor(random.next() ** 3 * 800),
      postedAt: momentBefore(random, asOf, 0, 90),
    };
  });
}
