import type { PersonSummary } from '@leadpilot/contracts';

/** A prospect a template is previewed for, as the pickers show them. */
export interface PreviewPerson {
  id: string;
  fullName: string;
  title: string;
  companyName: string;
}

export function previewPersonOf(person: PersonSummary): PreviewPerson {
  return { id: person.id, fullName: person.fullName, title: person.title, companyName: person.company?.name ?? '' };
}

/** "Maya Chen · Head of Sales at Northwind" */
export function describePerson(person: PreviewPerson): string {
  const role = [person.title, person.companyName].filter(Boolean).join(' at ');
  return role ? `${person.fullName} · ${role}` : person.fullName;
}
