import type { Database } from '../../db/client.ts';
import { customFields, customSignatures, emailTemplates, emailTemplateVersions } from '../../db/schema.ts';
import { sanitizeEmailHtml } from './html-sanitize.ts';
import { compileTemplate, knownFieldKeys } from './merge-fields.ts';

/** The demo organisation's custom fields: what it offers, in the words its templates use. */
const demoFields = [
  { key: 'offer', label: 'Offer', defaultValue: 'a free pipeline review' },
  { key: 'case_study', label: 'Case study', defaultValue: 'how Northwind doubled its reply rate' },
  { key: 'meeting_link', label: 'Meeting link', defaultValue: '' },
];

const demoTemplates = [
  {
    name: 'First touch',
    folder: 'Outbound',
    tags: ['intro', 'cold'],
    subject: 'Quick question, {{ first_name | default: "there" }}',
    html: '<p>Hi {{ first_name | default: "there" }},</p><p>I noticed {{ company_name }} is growing its {{ department | downcase }} team{% if city %} in {{ city }}{% endif %}. Teams like yours use Leadpilot to find the right people and reach them at the right time.</p><p>Would {{ offer }} be useful? Happy to share {{ case_study }}.</p><p>Best,<br>{{ sender_name }}</p>{{ signature }}',
  },
  {
    name: 'News follow-up',
    folder: 'Outbound',
    tags: ['follow-up'],
    subject: 'Congrats on the news at {{ company_name }}',
    html: '<p>Hi {{ first_name | default: "there" }},</p>{% if latest_news %}<p>I just read “{{ latest_news }}”: congratulations.</p>{% endif %}<p>As {{ title | default: "a leader" }} at {{ company_name }}, you may be planning next quarter’s pipeline. Would {{ offer }} help?</p><p>{{ sender_name }}, {{ sender_company }}</p>{{ signature }}',
  },
  {
    name: 'Break-up',
    folder: 'Follow-ups',
    tags: ['follow-up', 'last'],
    subject: 'Should I close your file, {{ first_name | default: "there" }}?',
    html: '<p>Hi {{ first_name | default: "there" }},</p><p>I have not heard back, so I will assume the timing is not right for {{ company_name }}. If that changes, you can book a time here: {{ meeting_link | default: "just reply to this email" }}.</p><p>{{ sender_name }}</p>{{ signature }}',
  },
];

/**
 * A few templates, custom fields and an organisation signature (the default) for the demo
 * organisation, so the template editor has something to show at first start.
 */
export async function seedDemoTemplates(tx: Database, organisationId: string, ownerUserId: string) {
  const now = new Date();
  await tx.insert(customFields).values(demoFields.map((field) => ({ ...field, organisationId })));
  await tx.insert(customSignatures).values({
    organisationId,
    name: 'Demo Company',
    html: sanitizeEmailHtml('<p style="color:#555555">The Demo Company team<br>100 Market Street, San Francisco</p>'),
    scope: 'organisation',
    isDefault: true,
  });
  const known = knownFieldKeys(demoFields.map((field) => field.key));
  for (const template of demoTemplates) {
    const html = sanitizeEmailHtml(template.html);
    const { fields } = compileTemplate({ subject: template.subject, html }, known);
    const [row] = await tx
      .insert(emailTemplates)
      .values({ ...template, html, organisationId, ownerUserId, fields: [...fields], createdAt: now, updatedAt: now })
      .returning();
    if (!row) throw new Error('demo template insert returned nothing');
    await tx.insert(emailTemplateVersions).values({
      templateId: row.id,
      version: 1,
      name: row.name,
      subject: row.subject,
      html: row.html,
      editedByUserId: ownerUserId,
      createdAt: now,
    });
  }
}
