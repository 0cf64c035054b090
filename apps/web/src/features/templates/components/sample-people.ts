import type { PreviewPerson } from './preview-person.ts';

/** The prospects of the side-by-side preview: the one being previewed first, then others, `count` in all. */
export function samplePeople(chosen: PreviewPerson | null, others: PreviewPerson[], count = 3): PreviewPerson[] {
  const people = chosen ? [chosen] : [];
  for (const person of others) {
    if (people.length >= count) break;
    if (!people.some((entry) => entry.id === person.id)) people.push(person);
  }
  return people;
}
