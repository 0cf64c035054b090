// @vitest-environment jsdom
import { defaultHubspotSettings, type HubspotConnection } from '@leadpilot/contracts';
import { fireEvent } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp, screen, server, waitFor, within } from '../../test/render-app.tsx';
import { apiUrl, dataReply, errorReply, HttpResponse, http, pendingReply } from '../../test/server.ts';

const hubspotPath = apiUrl('v1/crm/hubspot');

const connected: HubspotConnection = {
  status: 'connected',
  statusReason: '',
  hubId: '4242424',
  hubDomain: 'acme.hubspot.test',
  connectedBy: 'Ada Lovelace',
  connectedAt: '2026-03-01T09:00:00.000Z',
  settings: { ...defaultHubspotSettings, stageProperty: 'hs_lead_status' },
  health: {
    lastSyncAt: '2026-03-01T10:00:00.000Z',
    nextSyncAt: '2026-03-01T11:00:00.000Z',
    contactsPushed: 12,
    engagementsPushed: 30,
    customersHeld: 4,
    recentRuns: [
      {
        id: '11111111-1111-4111-8111-111111111111',
        status: 'failed',
        trigger: 'scheduled',
        startedAt: '2026-03-01T10:00:00.000Z',
        finishedAt: '2026-03-01T10:00:05.000Z',
        counts: { contactsPushed: 2, engagementsCreated: 3, customersPulled: 0, companiesPulled: 0, rateLimited: 4 },
        error: "HubSpot's rate limit was reached (asked to wait 600 s); the next sync continues.",
      },
    ],
  },
};

afterEach(() => vi.restoreAllMocks());

describe('/settings/integrations', () => {
  it('shows the connection loading', async () => {
    server.use(http.get(hubspotPath, pendingReply));
    await renderApp('/settings/integrations');
    expect(await screen.findByTestId('hubspot-loading')).toBeTruthy();
  });

  it('offers to connect when HubSpot is not connected, opening the consent address in a new tab', async () => {
    const consentUrl = 'https://app.hubspot.com/oauth/authorize?client_id=abc&state=hs1.x';
    server.use(
      http.get(hubspotPath, () => dataReply(null)),
      http.get(apiUrl('v1/crm/hubspot/oauth'), () => dataReply({ url: consentUrl })),
    );
    const tab = { opener: {}, closed: false, location: { replace: vi.fn() }, close: vi.fn() };
    const open = vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    await renderApp('/settings/integrations');
    expect(await screen.findByText(/HubSpot is not connected/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Connect HubSpot' }));
    expect(open).toHaveBeenCalledWith('', '_blank');
    await waitFor(() => expect(tab.location.replace).toHaveBeenCalledWith(consentUrl));
    expect(tab.opener).toBeNull();
  });

  it('tells a member that an owner or admin connects HubSpot', async () => {
    server.use(http.get(hubspotPath, () => dataReply(null)));
    await renderApp('/settings/integrations', { user: 'member' });
    expect(await screen.findByText('An owner or admin of your organisation connects HubSpot.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Connect HubSpot' })).toBeNull();
  });

  it('shows a failed load with a retry', async () => {
    server.use(http.get(hubspotPath, () => errorReply(500, 'Integrations are unavailable.')));
    await renderApp('/settings/integrations');
    expect(await screen.findByText('Integrations are unavailable.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('shows the account, its sync health with the last error, and saves the settings', async () => {
    let saved: unknown;
    server.use(
      http.get(hubspotPath, () => dataReply(connected)),
      http.post(apiUrl('v1/crm/hubspot/connect'), async ({ request }) => {
        saved = await request.json();
        return HttpResponse.json({ message: 'HubSpot settings saved; the first sync has started.', data: connected });
      }),
    );
    await renderApp('/settings/integrations');
    expect(await screen.findByText('acme.hubspot.test')).toBeTruthy();
    expect(screen.getByText('Connected')).toBeTruthy();
    const runs = screen.getByRole('table', { name: 'Recent syncs' });
    expect(within(runs).getByText('Failed')).toBeTruthy();
    expect(within(runs).getByText(/rate limit was reached/)).toBeTruthy();
    expect(screen.getByText('12')).toBeTruthy();

    fireEvent.click(screen.getByRole('checkbox', { name: 'Their meetings, as meeting activities' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Job title' }), { target: { value: 'job_role' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Phone (once revealed)' }), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save and sync' }));
    await waitFor(() => expect(saved).toBeTruthy());
    expect(saved).toMatchObject({ pushMeetings: false, stageProperty: 'hs_lead_status' });
    expect((saved as { fieldMapping: Record<string, string> }).fieldMapping).toEqual({
      firstName: 'firstname',
      lastName: 'lastname',
      title: 'job_role',
      company: 'company',
      linkedinUrl: 'hs_linkedin_url',
    });
  });

  it('refuses a property name HubSpot would not take, before sending', async () => {
    let calls = 0;
    server.use(
      http.get(hubspotPath, () => dataReply(connected)),
      http.post(apiUrl('v1/crm/hubspot/connect'), () => {
        calls += 1;
        return HttpResponse.json({ message: 'saved', data: connected });
      }),
    );
    await renderApp('/settings/integrations');
    fireEvent.change(await screen.findByRole('textbox', { name: 'Company' }), { target: { value: 'Company Name!' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save and sync' }));
    expect(await screen.findByText(/HubSpot internal property name/)).toBeTruthy();
    expect(calls).toBe(0);
  });

  it('disconnects after asking', async () => {
    let disconnected = false;
    server.use(
      http.get(hubspotPath, () => dataReply(disconnected ? null : connected)),
      http.post(apiUrl('v1/crm/hubspot/disconnect'), () => {
        disconnected = true;
        return HttpResponse.json({ message: 'HubSpot is disconnected.', data: null });
      }),
    );
    await renderApp('/settings/integrations');
    fireEvent.click(await screen.findByRole('button', { name: 'Disconnect' }));
    const dialog = await screen.findByRole('dialog', { name: 'Disconnect HubSpot?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Disconnect' }));
    expect(await screen.findByText(/HubSpot is not connected/)).toBeTruthy();
    expect(disconnected).toBe(true);
  });
});
