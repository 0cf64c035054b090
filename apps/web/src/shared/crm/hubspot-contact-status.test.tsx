// @vitest-environment jsdom
import type { HubspotContactLookup, PersonSummary } from '@leadpilot/contracts';
import { describe, expect, it, vi } from 'vitest';
import { testId } from '../../test/fixtures.ts';
import { renderApp, screen, server } from '../../test/render-app.tsx';
import { apiUrl, dataReply, http, pendingReply } from '../../test/server.ts';

const person: PersonSummary = {
  id: testId(0x9601),
  fullName: 'Carla Customer',
  title: 'CFO',
  seniority: 'c_suite',
  department: 'finance',
  company: {
    id: testId(0x9701),
    name: 'Loyal',
    domain: 'loyal.test',
    logoUrl: null,
    industry: 'Software',
    sizeBand: '51-200',
  },
  country: 'DE',
  region: '',
  city: 'Berlin',
  timeZone: 'Europe/Berlin',
  email: 'carla@loyal.test',
  emailStatus: 'verified',
  phone: null,
  hasPhone: false,
  linkedinUrl: null,
  isRevealed: true,
  intent: [],
};

/** The person page's other calls stay loading: this test is about the HubSpot status. */
const pagePending = [
  http.get(apiUrl(`v1/callback/partialcontact/${person.id}`), () => dataReply(person)),
  http.get(apiUrl(`v1/contacts/${person.id}`), pendingReply),
  http.get(apiUrl(`v1/contacts/${person.id}/insights`), pendingReply),
  http.get(apiUrl(`v1/contacts/${person.id}/colleagues`), pendingReply),
  http.get(apiUrl('v1/extension/socialdetails'), pendingReply),
  http.get(apiUrl(`v1/extension/newsdetails/${person.id}`), pendingReply),
  http.get(apiUrl(`v1/contacts/din/${person.company?.id}`), pendingReply),
];

async function checkWith(lookup: HubspotContactLookup) {
  let asked: string | null = null;
  server.use(
    ...pagePending,
    http.get(apiUrl('v1/crm/hubspot/contact'), ({ request }) => {
      asked = new URL(request.url).searchParams.get('email');
      return dataReply(lookup);
    }),
  );
  await renderApp(`/prospects/people/${person.id}`);
  const badge = await screen.findByTestId('hubspot-contact-status');
  expect(asked).toBe('carla@loyal.test');
  return badge.textContent;
}

describe('the HubSpot status of a revealed prospect (360° view)', () => {
  it('says when the prospect is a customer', async () => {
    const text = await checkWith({
      connected: true,
      found: true,
      contactId: '11',
      lifecycleStage: 'customer',
      isCustomer: true,
    });
    expect(text).toBe('In HubSpot: customer');
  });

  it('says when the prospect is a contact, not a customer', async () => {
    const text = await checkWith({
      connected: true,
      found: true,
      contactId: '12',
      lifecycleStage: 'lead',
      isCustomer: false,
    });
    expect(text).toBe('In HubSpot: contact');
  });

  it('says when the prospect is not in HubSpot', async () => {
    const text = await checkWith({
      connected: true,
      found: false,
      contactId: null,
      lifecycleStage: null,
      isCustomer: false,
    });
    expect(text).toBe('Not in HubSpot');
  });

  it('shows nothing once it knows HubSpot is not connected', async () => {
    let asked = false;
    server.use(
      ...pagePending,
      http.get(apiUrl('v1/crm/hubspot/contact'), () => {
        asked = true;
        return dataReply({ connected: false, found: false, contactId: null, lifecycleStage: null, isCustomer: false });
      }),
    );
    await renderApp(`/prospects/people/${person.id}`);
    await vi.waitFor(() => expect(asked).toBe(true));
    await vi.waitFor(() => expect(screen.queryByTestId('hubspot-contact-checking')).toBeNull());
    expect(screen.queryByTestId('hubspot-contact-status')).toBeNull();
  });
});
