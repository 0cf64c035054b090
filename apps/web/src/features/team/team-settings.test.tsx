// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { member, pageOf } from '../../test/fixtures.ts';
import { renderApp, screen, server, within } from '../../test/render-app.tsx';
import { apiUrl, dataReply, errorReply, HttpResponse, http, pendingReply } from '../../test/server.ts';

const membersPath = apiUrl('v1/users/teams/list');
const allowancesPath = apiUrl('v1/users/teams/credit');

describe('/settings/team', () => {
  it('shows the members loading', async () => {
    server.use(http.get(membersPath, pendingReply), http.get(allowancesPath, pendingReply));
    await renderApp('/settings/team');
    const table = await screen.findByRole('table', { name: 'Team members' });
    expect(table.getAttribute('aria-busy')).toBe('true');
  });

  it('invites the first teammate when the team is empty', async () => {
    server.use(
      http.get(membersPath, () => HttpResponse.json(pageOf([]))),
      http.get(allowancesPath, () => dataReply([])),
    );
    await renderApp('/settings/team');
    expect(await screen.findByText('Invite your first teammate')).toBeTruthy();
    expect(screen.getAllByRole('button', { name: /Invite/ }).length).toBeGreaterThan(0);
  });

  it('shows a failed load with a retry', async () => {
    server.use(
      http.get(membersPath, () => errorReply(500, 'The team is unavailable.')),
      http.get(allowancesPath, () => errorReply(500)),
    );
    await renderApp('/settings/team');
    expect(await screen.findByText('The team is unavailable.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('lists the members (a member sees no invitation button)', async () => {
    server.use(
      http.get(membersPath, () => HttpResponse.json(pageOf([member]))),
      http.get(allowancesPath, () => dataReply([{ userId: member.id, allowance: 500, used: 20 }])),
    );
    await renderApp('/settings/team', { user: 'member' });
    const table = await screen.findByRole('table', { name: 'Team members' });
    expect(await within(table).findByText('Grace Hopper')).toBeTruthy();
    expect(within(table).getByText('grace@acme.test')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Invite member' })).toBeNull();
  });
});
