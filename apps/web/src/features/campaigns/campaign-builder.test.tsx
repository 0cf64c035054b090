// @vitest-environment jsdom
import type { AudiencePreview, LaunchCheck } from '@leadpilot/contracts';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { organisation } from '../../test/fixtures.ts';
import { renderApp, screen, server, waitFor, within } from '../../test/render-app.tsx';
import { apiUrl, dataReply, errorReply, HttpResponse, http, pendingReply } from '../../test/server.ts';
import { brokenMailbox, campaignSurroundings, detailOf, draftCampaign } from './campaign-fixtures.ts';

const draft = detailOf(draftCampaign);
const detailPath = apiUrl(`v1/campaign/id/${draft.id}`);
const editAddress = `/campaigns/${draft.id}/edit`;

const preview: AudiencePreview = {
  candidates: 3,
  enrolled: 1,
  excluded: 2,
  byReason: {
    duplicate: 1,
    no_email: 0,
    not_revealed: 0,
    invalid_email: 0,
    suppressed: 1,
    crm_customer: 0,
    in_another_campaign: 0,
    cool_off: 0,
  },
  included: [{ personId: null, email: 'grace@globex.test', name: 'Grace', company: 'Globex' }],
  exclusions: [
    { personId: null, email: 'grace@globex.test', name: 'Grace', company: 'Globex', reason: 'duplicate', detail: '' },
    {
      personId: null,
      email: 'bob@initech.test',
      name: 'Bob',
      company: 'Initech',
      reason: 'suppressed',
      detail: 'Unsubscribed on 3 Nov 2026',
    },
  ],
  isSearchCapped: false,
};

describe('/campaigns/new', () => {
  it('shows the builder loading', async () => {
    server.use(...campaignSurroundings, http.get(apiUrl('v1/organisation'), pendingReply));
    await renderApp('/campaigns/new');
    expect(await screen.findByLabelText('Loading the builder')).toBeTruthy();
  });

  it('previews the audience with each excluded person’s reason, then saves the draft and goes on to the steps', async () => {
    const saved: Record<string, unknown>[] = [];
    server.use(
      ...campaignSurroundings,
      http.get(apiUrl('v1/organisation'), () => dataReply(organisation)),
      http.post(apiUrl('v1/campaign/audience/preview'), () => dataReply(preview)),
      http.post(apiUrl('v1/campaign'), async ({ request }) => {
        saved.push((await request.json()) as Record<string, unknown>);
        return HttpResponse.json({ message: 'Draft saved.', data: draft });
      }),
      http.get(detailPath, () => dataReply(draft)),
    );
    const { router } = await renderApp('/campaigns/new');
    const name = await screen.findByLabelText(/Campaign name/);
    await userEvent.clear(name);
    await userEvent.type(name, 'Webinar follow-up');
    const csv = screen.getByLabelText('Paste CSV');
    await userEvent.click(csv);
    await userEvent.paste('email,first_name,company\ngrace@globex.test,Grace,Globex\nbob@initech.test,Bob,Initech');
    expect(await screen.findByText('2 rows pasted.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Preview audience' }));
    const panel = await screen.findByRole('region', { name: 'Audience preview' });
    expect(within(panel).getByText('On the suppression list: 1')).toBeTruthy();
    const leftOut = within(panel).getByRole('table', { name: 'People left out' });
    expect(within(leftOut).getByText('Unsubscribed on 3 Nov 2026')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Save and continue to steps' }));
    expect(await screen.findByRole('button', { name: 'Add email' })).toBeTruthy();
    expect(router.state.location.pathname).toBe(editAddress);
    expect(saved[0]).toMatchObject({
      name: 'Webinar follow-up',
      audience: {
        csv: [
          { email: 'grace@globex.test', firstName: 'Grace', company: 'Globex' },
          { email: 'bob@initech.test', firstName: 'Bob', company: 'Initech' },
        ],
      },
    });
    expect(saved[0]).not.toHaveProperty('id');
  });

  it('starts with the list an enrichment saved as its audience (?listId=)', async () => {
    const saved: Record<string, unknown>[] = [];
    const listId = '00000000-0000-4000-8000-00000000e1a5';
    server.use(
      ...campaignSurroundings,
      http.get(apiUrl('v1/organisation'), () => dataReply(organisation)),
      http.post(apiUrl('v1/campaign'), async ({ request }) => {
        saved.push((await request.json()) as Record<string, unknown>);
        return HttpResponse.json({ message: 'Draft saved.', data: draft });
      }),
      http.get(detailPath, () => dataReply(draft)),
    );
    await renderApp(`/campaigns/new?listId=${listId}`);
    await screen.findByLabelText(/Campaign name/);
    await userEvent.click(screen.getByRole('button', { name: 'Save and continue to steps' }));
    await waitFor(() => expect(saved[0]).toMatchObject({ audience: { listIds: [listId] } }));
  });
});

describe('/campaigns/:id/edit', () => {
  it('shows the campaign loading', async () => {
    server.use(...campaignSurroundings, http.get(detailPath, pendingReply));
    await renderApp(editAddress);
    expect(await screen.findByLabelText('Loading the campaign')).toBeTruthy();
  });

  it('shows a failed load with a retry, and a campaign that does not exist', async () => {
    server.use(
      ...campaignSurroundings,
      http.get(detailPath, () => errorReply(500, 'Campaigns are unavailable.')),
    );
    const view = await renderApp(editAddress);
    expect(await screen.findByText('Campaigns are unavailable.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
    view.unmount();
    server.use(http.get(detailPath, () => errorReply(404, 'No such campaign.', 'NOT_FOUND')));
    await renderApp(editAddress);
    expect(await screen.findByText('Campaign not found')).toBeTruthy();
  });

  it('shows the server’s 422 message and keeps the step', async () => {
    const message = 'Step 1, variant A: Unknown merge field {{ compnay_name }}: did you mean company_name?';
    server.use(
      ...campaignSurroundings,
      http.get(detailPath, () => dataReply(draft)),
      http.post(apiUrl('v1/campaign'), () => errorReply(422, message, 'UNPROCESSABLE')),
    );
    await renderApp(editAddress);
    await userEvent.click(await screen.findByRole('button', { name: 'Save and continue to steps' }));
    expect(await screen.findByText(message)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add email' })).toBeNull();
    expect(screen.getByLabelText('Paste CSV')).toBeTruthy();
  });

  it('says when someone else changed the campaign and reloads their version', async () => {
    let reads = 0;
    const theirs = { ...draft, name: 'Renamed by Grace', revision: 3 };
    const revisions: unknown[] = [];
    server.use(
      ...campaignSurroundings,
      http.get(detailPath, () => {
        reads += 1;
        return dataReply(reads === 1 ? draft : theirs);
      }),
      http.post(apiUrl('v1/campaign'), async ({ request }) => {
        revisions.push(((await request.json()) as { revision?: number }).revision);
        return errorReply(409, 'This campaign was changed meanwhile.', 'CONFLICT');
      }),
    );
    await renderApp(editAddress);
    await userEvent.click(await screen.findByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText(/Someone else changed this campaign/)).toBeTruthy();
    expect(revisions).toEqual([draft.revision]);
    await userEvent.click(screen.getByRole('button', { name: 'Reload the latest version' }));
    expect(await screen.findByDisplayValue('Renamed by Grace')).toBeTruthy();
    expect(screen.queryByText(/Someone else changed this campaign/)).toBeNull();
  });

  it('edits the sequence: a B variant with a merge field, an AI-drafted step and a wait, saved in order', async () => {
    const saved: { steps: Record<string, unknown>[] }[] = [];
    server.use(
      ...campaignSurroundings,
      http.get(detailPath, () => dataReply(draft)),
      http.post(apiUrl('v1/campaign'), async ({ request }) => {
        saved.push((await request.json()) as { steps: Record<string, unknown>[] });
        return HttpResponse.json({ message: 'Draft saved.', data: draft });
      }),
    );
    await renderApp(editAddress);
    await userEvent.click(await screen.findByRole('button', { name: 'Save and continue to steps' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Add variant' }));
    await userEvent.click(await screen.findByRole('tab', { name: 'Variant B' }));
    await userEvent.type(screen.getByLabelText('Subject (step 1, variant B)'), 'Quick idea for ');
    await userEvent.click(
      await screen.findByRole('button', { name: 'Insert First name into the subject of step 1, variant B' }),
    );
    await userEvent.type(screen.getByLabelText('Body (step 1, variant B)'), 'Hello there');
    await userEvent.click(screen.getByRole('button', { name: 'Add wait' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add email' }));
    const third = screen.getByRole('region', { name: 'Step 3: Email' });
    await userEvent.click(within(third).getByRole('switch', { name: /AI draft per prospect/ }));
    await userEvent.type(within(third).getByLabelText('What you offer (step 3, variant A)'), 'Onboarding software');
    await userEvent.type(within(third).getByLabelText('Who it is for (step 3, variant A)'), 'HR leaders');
    await userEvent.click(within(third).getByRole('radio', { name: 'Direct' }));
    await userEvent.type(within(third).getByLabelText('Call to action (step 3, variant A)'), 'A call next week?');
    await userEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    await expect.poll(() => saved.length).toBe(2);
    const steps = saved[1]?.steps ?? [];
    expect(steps.map((step) => step.kind)).toEqual(['email', 'wait', 'email']);
    expect(steps[0]).toMatchObject({
      variants: [
        { label: 'A', subject: 'Hello {{ first_name }}' },
        { label: 'B', subject: 'Quick idea for {{ first_name }}', bodyHtml: 'Hello there', aiDraft: false },
      ],
    });
    expect(steps[1]).toMatchObject({ waitDays: 2, variants: [] });
    expect(steps[2]).toMatchObject({
      variants: [
        {
          label: 'A',
          aiDraft: true,
          aiBrief: {
            offer: 'Onboarding software',
            audience: 'HR leaders',
            tone: 'direct',
            length: 'short',
            callToAction: 'A call next week?',
          },
        },
      ],
    });
  });

  it('lets only healthy mailboxes be chosen, saying why a broken one cannot send', async () => {
    server.use(
      ...campaignSurroundings,
      http.get(detailPath, () => dataReply(draft)),
      http.post(apiUrl('v1/campaign'), () => HttpResponse.json({ message: 'Draft saved.', data: draft })),
    );
    await renderApp(editAddress);
    await userEvent.click(await screen.findByRole('button', { name: /Senders/ }));
    const group = await screen.findByRole('group', { name: 'Sending mailboxes' });
    const broken = within(group).getByRole('checkbox', { name: 'old@acme.test' });
    expect(broken.hasAttribute('disabled')).toBe(true);
    expect(within(group).getByText(brokenMailbox.statusReason)).toBeTruthy();
    const healthy = within(group).getByRole('checkbox', { name: 'Ada at Acme <sales@acme.test>' });
    expect((healthy as HTMLInputElement).checked).toBe(true);
  });

  it('shows the launch check’s findings and holds the launch while something blocks it', async () => {
    const check: LaunchCheck = {
      campaignId: draft.id,
      ready: false,
      prospects: 1,
      blocking: [{ code: 'dmarc', message: 'acme.test has no DMARC record: add one before sending.' }],
      warnings: [{ code: 'links', message: 'Step 1, variant A has 4 links: keep to 2 or fewer.' }],
      aiDraftCredits: 0,
      checkedAt: '2026-11-27T09:00:00.000Z',
    };
    server.use(
      ...campaignSurroundings,
      http.get(detailPath, () => dataReply(draft)),
      http.post(apiUrl('v1/campaign'), () => HttpResponse.json({ message: 'Draft saved.', data: draft })),
      http.get(apiUrl(`v1/campaign/launchcheck/${draft.id}`), () => dataReply(check)),
    );
    await renderApp(editAddress);
    await userEvent.click(await screen.findByRole('button', { name: /Review/ }));
    const panel = await screen.findByRole('region', { name: 'Launch check' });
    expect(within(panel).getByText('acme.test has no DMARC record: add one before sending.')).toBeTruthy();
    expect(within(panel).getByText('Step 1, variant A has 4 links: keep to 2 or fewer.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Launch' }).hasAttribute('disabled')).toBe(true);
  });

  it('launches a campaign the check passes, and shows the server’s refusal', async () => {
    const message = 'Nobody is left to enrol: all 3 people were excluded.';
    const check: LaunchCheck = {
      campaignId: draft.id,
      ready: true,
      prospects: 1,
      blocking: [],
      warnings: [],
      aiDraftCredits: 0,
      checkedAt: '2026-11-27T09:00:00.000Z',
    };
    server.use(
      ...campaignSurroundings,
      http.get(detailPath, () => dataReply(draft)),
      http.post(apiUrl('v1/campaign'), () => HttpResponse.json({ message: 'Draft saved.', data: draft })),
      http.get(apiUrl(`v1/campaign/launchcheck/${draft.id}`), () => dataReply(check)),
      http.post(apiUrl('v1/campaign/launch'), () => errorReply(422, message, 'UNPROCESSABLE')),
    );
    const { router } = await renderApp(editAddress);
    await userEvent.click(await screen.findByRole('button', { name: /Review/ }));
    expect(await screen.findByText('Ready to launch')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Launch' }));
    expect(await screen.findByText(message)).toBeTruthy();
    expect(router.state.location.pathname).toBe(editAddress);
  });
});
