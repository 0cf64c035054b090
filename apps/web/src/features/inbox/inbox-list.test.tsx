// @vitest-environment jsdom
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp, screen, server, waitFor, within } from '../../test/render-app.tsx';
import { chooseOption } from '../../test/screen-helpers.ts';
import { apiUrl, errorReply, http, pendingReply } from '../../test/server.ts';
import { alanReply, countsPath, filterSources, graceReply, listPath } from './inbox-fixtures.ts';
import { inboxHandlers } from './inbox-handlers.ts';

/** The list item of a message, once shown. */
async function itemOf(text: string) {
  const list = await screen.findByRole('navigation', { name: 'Messages' });
  const link = (await within(list).findByText(text)).closest('a');
  if (!link) throw new Error(`No message shows ${text}`);
  return link;
}

describe('/inbox', () => {
  it('shows skeleton rows while the inbox loads', async () => {
    server.use(...filterSources, http.get(listPath, pendingReply), http.get(countsPath, pendingReply));
    await renderApp('/inbox');
    expect(await screen.findByLabelText('Loading messages')).toBeTruthy();
    expect(screen.getByText('Choose a message to read it, with its thread and the prospect beside it.')).toBeTruthy();
  });

  it('lists each reply with its label, sender, subject, snippet and campaign, and counts each label', async () => {
    server.use(...inboxHandlers([graceReply, alanReply]).handlers);
    await renderApp('/inbox');
    const grace = await itemOf('Grace Hopper');
    expect(within(grace).getByText('Interested')).toBeTruthy();
    expect(within(grace).getByText('Re: Quick question about compilers')).toBeTruthy();
    expect(within(grace).getByText('Sounds interesting. Can you send more details?')).toBeTruthy();
    expect(within(grace).getByText(graceReply.campaignName ?? '')).toBeTruthy();
    expect(within(grace).getByRole('time')).toBeTruthy();
    const alan = await itemOf('Alan Turing');
    expect(within(alan).getByText('Question')).toBeTruthy();
    const chips = screen.getByRole('group', { name: 'Labels' });
    await waitFor(() => expect(within(chips).getByLabelText('All 2')).toBeTruthy());
    expect(within(chips).getByLabelText('Interested 1')).toBeTruthy();
    expect(within(chips).getByLabelText('Not now 0')).toBeTruthy();
  });

  it('filters by label and kind, keeping the filters in the address', async () => {
    const { handlers, listCalls } = inboxHandlers([graceReply, alanReply]);
    server.use(...handlers);
    const { router } = await renderApp('/inbox');
    await itemOf('Grace Hopper');
    expect(listCalls.at(-1)?.get('label')).toBeNull();
    expect(listCalls.at(-1)?.get('state')).toBe('open');

    await userEvent.click(await screen.findByLabelText(/^Question/));
    await expect.poll(() => listCalls.at(-1)?.get('label')).toBe('question');
    await waitFor(() => expect(screen.queryByText('Grace Hopper')).toBeNull());
    expect(router.state.location.search).toContain('label=question');

    await chooseOption('Kind', 'Bounces');
    await expect.poll(() => listCalls.at(-1)?.get('kind')).toBe('bounces');
    expect(listCalls.at(-1)?.get('label')).toBe('question');
    expect(router.state.location.search).toContain('kind=bounces');
  });

  it('reads its filters and the open message from the address', async () => {
    const { handlers, listCalls } = inboxHandlers([graceReply, alanReply]);
    server.use(...handlers);
    await renderApp(`/inbox/${alanReply.id}?state=all&q=alan`);
    expect(await screen.findByRole('heading', { name: 'Re: Hello from Acme' })).toBeTruthy();
    await expect.poll(() => listCalls.at(-1)?.get('state')).toBe('all');
    expect(listCalls.at(-1)?.get('q')).toBe('alan');
    expect((await itemOf('Alan Turing')).getAttribute('aria-current')).toBe('true');
  });

  it('says when no reply came yet, and when nothing matches the filters', async () => {
    server.use(...inboxHandlers([]).handlers);
    const first = await renderApp('/inbox');
    expect(await screen.findByText('No replies yet')).toBeTruthy();
    expect(screen.getByText('Replies to your campaigns appear here as they arrive.')).toBeTruthy();
    first.unmount();

    server.use(...inboxHandlers([]).handlers);
    const { router } = await renderApp('/inbox?label=interested');
    expect(await screen.findByText('Nothing matches these filters')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(await screen.findByText('No replies yet')).toBeTruthy();
  });

  it('shows a failed load with a retry', async () => {
    let calls = 0;
    server.use(
      ...filterSources,
      http.get(countsPath, pendingReply),
      http.get(listPath, () => {
        calls += 1;
        return calls === 1
          ? errorReply(500, 'Something went wrong on our side.', 'INTERNAL')
          : errorReply(503, 'Still down.', 'UNAVAILABLE');
      }),
    );
    await renderApp('/inbox');
    expect(await screen.findByText('This could not be loaded')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await expect.poll(() => calls).toBe(2);
  });

  it('moves through the list with j and k, and marks the open message handled with e', async () => {
    const { handlers, bodies } = inboxHandlers([graceReply, alanReply]);
    server.use(...handlers);
    const { router } = await renderApp('/inbox');
    await itemOf('Grace Hopper');
    await userEvent.keyboard('j');
    await waitFor(() => expect(router.state.location.pathname).toBe(`/inbox/${graceReply.id}`));
    await waitFor(() => expect(document.activeElement?.getAttribute('data-message-id')).toBe(graceReply.id));
    await userEvent.keyboard('j');
    await waitFor(() => expect(router.state.location.pathname).toBe(`/inbox/${alanReply.id}`));
    expect(await screen.findByRole('heading', { name: 'Re: Hello from Acme' })).toBeTruthy();
    await userEvent.keyboard('k');
    await waitFor(() => expect(router.state.location.pathname).toBe(`/inbox/${graceReply.id}`));

    await userEvent.keyboard('e');
    await waitFor(() => expect(bodies).toEqual([{ path: 'handled', body: { handled: true } }]));
    // Handled leaves the open list: the next message opens.
    await waitFor(() => expect(router.state.location.pathname).toBe(`/inbox/${alanReply.id}`));
    await waitFor(() => expect(screen.queryByText('Grace Hopper')).toBeNull());
  });

  it('announces its keyboard shortcuts', async () => {
    server.use(...inboxHandlers([]).handlers);
    await renderApp('/inbox');
    expect(
      await screen.findByRole('button', {
        name: 'Keyboard shortcuts: j and k move between messages, e marks handled, r replies',
      }),
    ).toBeTruthy();
  });

  it('opens for a member of the organisation', async () => {
    server.use(http.get(apiUrl('v1/inbox'), pendingReply), http.get(countsPath, pendingReply), ...filterSources);
    await renderApp('/inbox', { user: 'member' });
    expect(await screen.findByRole('heading', { name: 'Inbox' })).toBeTruthy();
  });
});
