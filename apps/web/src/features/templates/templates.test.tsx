// @vitest-environment jsdom
import type { CustomField, EmailTemplate, Signature } from '@leadpilot/contracts';
import { describe, expect, it } from 'vitest';
import { testId } from '../../test/fixtures.ts';
import { renderApp, screen, server, within } from '../../test/render-app.tsx';
import { apiUrl, dataReply, errorReply, HttpResponse, http, pendingReply } from '../../test/server.ts';

const template: EmailTemplate = {
  id: testId(0xa01),
  name: 'First touch',
  subject: 'A quick question, {{ first_name }}',
  html: '<p>Hello {{ first_name }},</p>',
  folder: 'Outbound',
  tags: ['intro'],
  visibility: 'shared',
  ownerUserId: '00000000-0000-4000-8000-000000000002',
  ownerName: 'Ada Lovelace',
  version: 2,
  fields: ['first_name'],
  createdAt: '2026-10-01T09:00:00.000Z',
  updatedAt: '2026-11-01T09:00:00.000Z',
};

const customField: CustomField = {
  id: testId(0xa11),
  key: 'pain_point',
  label: 'Pain point',
  defaultValue: 'slow outreach',
  usedBy: 1,
  createdAt: '2026-10-01T09:00:00.000Z',
  updatedAt: '2026-10-01T09:00:00.000Z',
};

const signature: Signature = {
  id: testId(0xa21),
  name: 'Acme standard',
  html: '<p>The Acme team</p>',
  scope: 'organisation',
  userId: null,
  mailboxId: null,
  isDefault: true,
  createdAt: '2026-10-01T09:00:00.000Z',
  updatedAt: '2026-10-01T09:00:00.000Z',
};

const templatesPath = apiUrl('v1/emailtemplate');
const customFieldsPath = apiUrl('v1/organisation/customfields');
const signaturesPath = apiUrl('v1/organisation/customsignatures');

function templatePage(templates: EmailTemplate[]) {
  return HttpResponse.json({
    data: templates,
    total: templates.length,
    page: 1,
    perPage: 10,
    folders: templates.map((each) => each.folder),
    tags: templates.flatMap((each) => each.tags),
  });
}

describe('/templates', () => {
  it('shows the templates loading', async () => {
    server.use(http.get(templatesPath, pendingReply));
    await renderApp('/templates');
    const table = await screen.findByRole('table', { name: 'Templates' });
    expect(table.getAttribute('aria-busy')).toBe('true');
  });

  it('invites to write the first template', async () => {
    server.use(http.get(templatesPath, () => templatePage([])));
    await renderApp('/templates');
    expect(await screen.findByText('Write your first template')).toBeTruthy();
  });

  it('shows a failed load with a retry', async () => {
    server.use(http.get(templatesPath, () => errorReply(500, 'Templates are unavailable.')));
    await renderApp('/templates');
    expect(await screen.findByText('Templates are unavailable.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('lists the templates', async () => {
    server.use(http.get(templatesPath, () => templatePage([template])));
    await renderApp('/templates');
    const table = await screen.findByRole('table', { name: 'Templates' });
    expect(await within(table).findByText('First touch')).toBeTruthy();
  });
});

describe('/templates/fields', () => {
  it('shows the fields and signatures loading', async () => {
    server.use(http.get(customFieldsPath, pendingReply), http.get(signaturesPath, pendingReply));
    await renderApp('/templates/fields');
    const table = await screen.findByRole('table', { name: 'Custom fields' });
    expect(table.getAttribute('aria-busy')).toBe('true');
  });

  it('shows that there are no fields and no signatures yet', async () => {
    server.use(
      http.get(customFieldsPath, () => dataReply([])),
      http.get(signaturesPath, () => dataReply([])),
    );
    await renderApp('/templates/fields');
    expect(await screen.findByText('No custom fields yet')).toBeTruthy();
    expect(await screen.findByText('No signatures yet')).toBeTruthy();
  });

  it('shows failed loads with a retry', async () => {
    server.use(
      http.get(customFieldsPath, () => errorReply(500, 'Fields are unavailable.')),
      http.get(signaturesPath, () => errorReply(500, 'Signatures are unavailable.')),
    );
    await renderApp('/templates/fields');
    expect(await screen.findByText('Fields are unavailable.')).toBeTruthy();
    expect(await screen.findByText('Signatures are unavailable.')).toBeTruthy();
  });

  it('lists the custom fields and the signatures', async () => {
    server.use(
      http.get(customFieldsPath, () => dataReply([customField])),
      http.get(signaturesPath, () => dataReply([signature])),
    );
    await renderApp('/templates/fields');
    const table = await screen.findByRole('table', { name: 'Custom fields' });
    expect(await within(table).findByText('slow outreach')).toBeTruthy();
    expect(await screen.findByRole('article', { name: 'Acme standard' })).toBeTruthy();
  });
});

describe('/templates/new (editor)', () => {
  it('opens an empty editor for a new template', async () => {
    server.use(
      http.get(apiUrl('v1/emailtemplate/fields'), () => dataReply([])),
      http.get(templatesPath, () => templatePage([])),
      http.post(apiUrl('v1/people/search'), pendingReply),
    );
    await renderApp('/templates/new');
    expect(await screen.findByRole('button', { name: /Save/ })).toBeTruthy();
    expect(screen.queryByLabelText('Loading the template')).toBeNull();
  });
});

describe('/templates/:id (editor)', () => {
  const address = `/templates/${template.id}`;
  const surroundings = [
    http.get(apiUrl('v1/emailtemplate/fields'), () => dataReply([])),
    http.get(templatesPath, () => templatePage([template])),
  ];

  it('shows the template loading', async () => {
    server.use(...surroundings, http.get(apiUrl(`v1/emailtemplate/${template.id}`), pendingReply));
    await renderApp(address);
    expect(await screen.findByLabelText('Loading the template')).toBeTruthy();
  });

  it('shows a template that does not exist (or an address that is not one)', async () => {
    server.use(
      ...surroundings,
      http.get(apiUrl(`v1/emailtemplate/${template.id}`), () => errorReply(404, 'No such template.', 'NOT_FOUND')),
    );
    const view = await renderApp(address);
    expect(await screen.findByText('It may have been deleted, or it is private to someone else.')).toBeTruthy();
    view.unmount();
    await renderApp('/templates/not-a-template');
    expect(await screen.findByText('This address does not lead to a template.')).toBeTruthy();
  });

  it('shows a failed load with a retry', async () => {
    server.use(
      ...surroundings,
      http.get(apiUrl(`v1/emailtemplate/${template.id}`), () => errorReply(500, 'The template is unavailable.')),
    );
    await renderApp(address);
    expect(await screen.findByText('The template is unavailable.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('opens the template in the editor', async () => {
    server.use(
      ...surroundings,
      http.get(apiUrl(`v1/emailtemplate/${template.id}`), () => dataReply({ ...template, versions: [] })),
      // The preview's sample prospects: they stay loading, the editor is what this test checks.
      http.post(apiUrl('v1/people/search'), pendingReply),
      http.get(apiUrl('v1/emailtemplate/contactsamples'), pendingReply),
    );
    await renderApp(address);
    expect(await screen.findByDisplayValue('First touch')).toBeTruthy();
  });
});
