// @vitest-environment jsdom
import type { AdminOrganisation, CuratedPerson } from '@leadpilot/contracts';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { creditSummary, emptyCreditSummary, organisationId, pageOf, testId } from '../../test/fixtures.ts';
import { renderApp, screen, server, within } from '../../test/render-app.tsx';
import { apiUrl, dataReply, errorReply, HttpResponse, http, pendingReply } from '../../test/server.ts';

const organisationsPath = apiUrl('v1/sadmin/organisations');
const creditPath = apiUrl(`v1/sadmin/organisations/${organisationId}/credit`);
const peoplePath = apiUrl('v1/sadmin/contacts/people');

const adminOrganisation: AdminOrganisation = {
  id: organisationId,
  name: 'Acme',
  domain: 'acme.test',
  country: 'US',
  memberCount: 3,
  sandboxMessageCount: 17,
  ownerEmail: 'ada@acme.test',
  createdAt: '2026-01-05T09:00:00.000Z',
};

function curatedPerson(n: number, fullName: string): CuratedPerson {
  const [firstName = '', lastName = ''] = fullName.split(' ');
  return {
    id: testId(0x500 + n),
    firstName,
    lastName,
    fullName,
    title: 'Head of Sales',
    seniority: 'head',
    department: 'sales',
    email: `${firstName.toLowerCase()}@globex.test`,
    emailStatus: 'verified',
    emailCheckedAt: null,
    phone: null,
    linkedinUrl: null,
    twitterUrl: null,
    city: 'Berlin',
    region: '',
    country: 'DE',
    timeZone: 'Europe/Berlin',
    bio: '',
    skills: [],
    provenance: {},
    company: null,
    createdAt: '2026-03-01T09:00:00.000Z',
    updatedAt: '2026-03-01T09:00:00.000Z',
  };
}

describe('/admin/organisations', () => {
  it('shows the organisations loading', async () => {
    server.use(http.get(organisationsPath, pendingReply));
    await renderApp('/admin/organisations', { user: 'super-admin' });
    const table = await screen.findByRole('table', { name: 'Organisations' });
    expect(table.getAttribute('aria-busy')).toBe('true');
  });

  it('shows that there are no organisations yet', async () => {
    server.use(http.get(organisationsPath, () => HttpResponse.json(pageOf([]))));
    await renderApp('/admin/organisations', { user: 'super-admin' });
    expect(await screen.findByText('No organisations yet')).toBeTruthy();
  });

  it('shows a failed load with a retry', async () => {
    server.use(http.get(organisationsPath, () => errorReply(500, 'Organisations are unavailable.')));
    await renderApp('/admin/organisations', { user: 'super-admin' });
    expect(await screen.findByText('Organisations are unavailable.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('lists the organisations', async () => {
    server.use(http.get(organisationsPath, () => HttpResponse.json(pageOf([adminOrganisation]))));
    await renderApp('/admin/organisations', { user: 'super-admin' });
    const table = await screen.findByRole('table', { name: 'Organisations' });
    expect(await within(table).findByText('Acme')).toBeTruthy();
    expect(within(table).getByText('ada@acme.test')).toBeTruthy();
    expect(within(table).getByRole('columnheader', { name: 'Sandbox mail' })).toBeTruthy();
    expect(within(table).getByText('17')).toBeTruthy();
  });

  it('is not for an organisation’s owner', async () => {
    await renderApp('/admin/organisations', { user: 'owner' });
    expect(await screen.findByText(/not authorized|don’t have access|do not have access/i)).toBeTruthy();
  });
});

describe('/admin/organisations/:id', () => {
  const address = `/admin/organisations/${organisationId}`;

  it('shows the organisation’s credits loading', async () => {
    server.use(http.get(creditPath, pendingReply));
    await renderApp(address, { user: 'super-admin' });
    expect(await screen.findByLabelText('Loading credit balance')).toBeTruthy();
  });

  it('shows an organisation with no credits and no activity', async () => {
    server.use(http.get(creditPath, () => dataReply(emptyCreditSummary)));
    await renderApp(address, { user: 'super-admin' });
    expect(await screen.findByText('No credits yet')).toBeTruthy();
    expect(screen.getByText('No credit activity yet')).toBeTruthy();
  });

  it('shows a failed load with a retry', async () => {
    server.use(http.get(creditPath, () => errorReply(404, 'No such organisation.', 'NOT_FOUND')));
    await renderApp(address, { user: 'super-admin' });
    expect(await screen.findByText('No such organisation.')).toBeTruthy();
  });

  it('shows the balance, lots, history and the adjustment form', async () => {
    server.use(http.get(creditPath, () => dataReply(creditSummary)));
    await renderApp(address, { user: 'super-admin' });
    expect(await screen.findByRole('heading', { name: 'Acme' })).toBeTruthy();
    const lots = await screen.findByRole('table', { name: 'Credit lots' });
    expect(await within(lots).findByText('Startup')).toBeTruthy();
    expect(within(screen.getByRole('table', { name: 'Credit history' })).getByText('Startup plan')).toBeTruthy();
  });
});

describe('/admin/people', () => {
  async function search(text: string) {
    const user = userEvent.setup();
    await renderApp('/admin/people', { user: 'super-admin' });
    await user.type(await screen.findByLabelText('Email, person id or name'), text);
    await user.click(screen.getByRole('button', { name: 'Find' }));
  }

  it('shows the search looking', async () => {
    server.use(http.get(peoplePath, pendingReply));
    await search('jane@globex.test');
    expect(await screen.findByText('Looking…')).toBeTruthy();
  });

  it('shows that no one matches', async () => {
    server.use(http.get(peoplePath, () => dataReply([])));
    await search('nobody@globex.test');
    expect(await screen.findByText(/No one matches “nobody@globex.test”/)).toBeTruthy();
  });

  it('shows a failed search with a retry', async () => {
    server.use(http.get(peoplePath, () => errorReply(500, 'People data is unavailable.')));
    await search('jane@globex.test');
    expect(await screen.findByText('People data is unavailable.')).toBeTruthy();
  });

  it('lists the people found', async () => {
    server.use(http.get(peoplePath, () => dataReply([curatedPerson(1, 'Jane Doe'), curatedPerson(2, 'Jane Roe')])));
    await search('Jane');
    const list = await screen.findByRole('list', { name: 'People found' });
    expect(within(list).getByText('Jane Doe')).toBeTruthy();
    expect(within(list).getByText('Jane Roe')).toBeTruthy();
  });
});
