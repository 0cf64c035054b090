// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { campaignSummary, mailbox, member, organisation, pageOf, profile } from '../../test/fixtures.ts';
import { renderApp, screen, server } from '../../test/render-app.tsx';
import { apiUrl, dataReply, errorReply, HttpResponse, http, pendingReply } from '../../test/server.ts';

const organisationPath = apiUrl('v1/organisation');
const teamPath = apiUrl('v1/users/teams/list');
const profilePath = apiUrl('v1/users');
const mailboxesPath = apiUrl('v1/organisation/emails');
const campaignsPath = apiUrl('v1/campaign/orgcampaign');

describe('/home', () => {
  it('greets the user while the checklist loads', async () => {
    server.use(
      http.get(organisationPath, pendingReply),
      http.get(teamPath, pendingReply),
      http.get(profilePath, pendingReply),
      http.get(mailboxesPath, pendingReply),
      http.get(campaignsPath, pendingReply),
    );
    await renderApp('/home');
    expect(await screen.findByRole('heading', { level: 1, name: /Ada$/ })).toBeTruthy();
    expect(screen.getByText('Getting started')).toBeTruthy();
    expect(screen.queryByText(/of 5 done/)).toBeNull();
  });

  it('lists every first step of a new workspace as to do', async () => {
    server.use(
      http.get(organisationPath, () => dataReply({ ...organisation, domain: '' })),
      http.get(teamPath, () => HttpResponse.json(pageOf([profile], 1))),
      http.get(profilePath, () => dataReply({ ...profile, jobTitle: '' })),
      http.get(mailboxesPath, () => HttpResponse.json(pageOf([], 1))),
      http.get(campaignsPath, () =>
        HttpResponse.json(pageOf([{ ...campaignSummary, status: 'draft', launchedAt: null }])),
      ),
    );
    await renderApp('/home');
    expect(await screen.findByText('0 of 5 done')).toBeTruthy();
    expect(screen.getByText('Complete your organisation profile')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Invite a teammate' }).getAttribute('href')).toBe(
      '/settings/team?invite=1',
    );
    expect(screen.getByRole('link', { name: 'Add a mailbox' }).getAttribute('href')).toBe('/mailboxes');
    expect(screen.getByRole('link', { name: 'New campaign' }).getAttribute('href')).toBe('/campaigns/new');
  });

  it('counts a connected mailbox and a launched campaign as done', async () => {
    server.use(
      http.get(organisationPath, () => dataReply({ ...organisation, domain: '' })),
      http.get(teamPath, () => HttpResponse.json(pageOf([profile], 1))),
      http.get(profilePath, () => dataReply({ ...profile, jobTitle: '' })),
      http.get(mailboxesPath, () => HttpResponse.json(pageOf([mailbox], 1))),
      http.get(campaignsPath, () => HttpResponse.json(pageOf([campaignSummary]))),
    );
    await renderApp('/home');
    expect(await screen.findByText('2 of 5 done')).toBeTruthy();
    expect(screen.getByText(/Connect a mailbox/).textContent).toContain('(done)');
    expect(screen.getByText(/Launch your first campaign/).textContent).toContain('(done)');
    expect(screen.queryByRole('link', { name: 'New campaign' })).toBeNull();
  });

  it('leaves the steps to do when their data fails to load', async () => {
    server.use(
      http.get(organisationPath, () => errorReply(500)),
      http.get(teamPath, () => errorReply(500)),
      http.get(profilePath, () => errorReply(500)),
      http.get(mailboxesPath, () => errorReply(500)),
      http.get(campaignsPath, () => errorReply(500)),
    );
    await renderApp('/home');
    expect(await screen.findByText('0 of 5 done')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: /Ada$/ })).toBeTruthy();
  });

  it('shows a member their own steps, and a finished checklist as all set', async () => {
    server.use(
      http.get(profilePath, () => dataReply({ ...member, organisation: profile.organisation })),
      http.get(mailboxesPath, () => HttpResponse.json(pageOf([mailbox], 1))),
      http.get(campaignsPath, () => HttpResponse.json(pageOf([campaignSummary]))),
    );
    await renderApp('/home', { user: 'member' });
    expect(await screen.findByText('You’re all set')).toBeTruthy();
    expect(screen.getByText('3 of 3 done')).toBeTruthy();
    expect(screen.queryByText('Invite a teammate')).toBeNull();
  });
});
