import { ApiError, api, loadAuth, saveAuth, serverUrl, signIn, webAppToken } from './api.ts';
import { h, replace } from './dom.ts';
import { type Clues, cluesFrom, readPage } from './page-reader.ts';
import { renderProspect } from './prospect-view.ts';
import type { Campaign, Prospect, SavedList, View } from './types.ts';

const app = document.getElementById('app') as HTMLElement;

const errorText = (error: unknown) => (error instanceof Error ? error.message : 'Something went wrong.');

function signedOut() {
  void start();
}

function renderSignIn(message = '') {
  const status = h('p', { role: 'alert', class: 'error' }, message);
  const code = h('input', {
    id: 'access-code',
    name: 'code',
    autocomplete: 'off',
    placeholder: 'XXXX-XXXX-XXXX-XXXX',
    required: true,
  });
  const submit = h('button', { type: 'submit' }, 'Sign in');
  const form = h(
    'form',
    {
      onsubmit: async (event: Event) => {
        event.preventDefault();
        if (!code.value.trim()) {
          status.textContent = 'Enter the access code from Leadpilot (Settings → Browser extension).';
          return;
        }
        submit.disabled = true;
        status.textContent = '';
        try {
          await signIn({ method: 'accessCode', code: code.value });
          await start();
        } catch (error) {
          status.textContent = errorText(error);
          submit.disabled = false;
        }
      },
    },
    h('label', { for: 'access-code' }, 'Access code'),
    code,
    submit,
  );
  const useSession = h(
    'button',
    {
      type: 'button',
      class: 'secondary',
      onclick: async () => {
        status.textContent = '';
        try {
          const token = await webAppToken();
          if (!token) {
            status.textContent = `Open Leadpilot (${serverUrl}) in a tab and sign in first.`;
            return;
          }
          await signIn({ method: 'session' }, token);
          await start();
        } catch (error) {
          status.textContent =
            error instanceof ApiError && error.status === 401
              ? 'The web app’s session has expired: reload Leadpilot’s tab, then try again.'
              : errorText(error);
        }
      },
    },
    'Use my Leadpilot web app session',
  );
  replace(
    app,
    h('h1', {}, 'Leadpilot'),
    h('p', {}, 'Sign in with an access code from Leadpilot, or with the web app open in this browser.'),
    form,
    useSession,
    status,
  );
}

/** The tab the panel reads: `?tab=<id>` or `?url=<address>` when opened as a page, else the active tab. */
async function targetTab(): Promise<chrome.tabs.Tab | undefined> {
  const params = new URLSearchParams(location.search);
  const tabId = Number(params.get('tab'));
  if (Number.isInteger(tabId) && tabId > 0) return chrome.tabs.get(tabId);
  const url = params.get('url');
  if (url) return (await chrome.tabs.query({ url }))[0];
  return (await chrome.tabs.query({ active: true, lastFocusedWindow: true }))[0];
}

async function readTargetPage(): Promise<Clues | null> {
  const tab = await targetTab();
  if (tab?.id === undefined) return null;
  const [injected] = await chrome.scripting.executeScript({ target: { tabId: tab.id }, func: readPage });
  return injected?.result ? cluesFrom(injected.result) : null;
}

function renderHistory(target: HTMLElement, views: View[]) {
  replace(
    target,
    h('h2', {}, 'Recently viewed'),
    views.length === 0
      ? h('p', { class: 'muted' }, 'Prospects you look up appear here.')
      : h(
          'ul',
          { class: 'history', 'aria-label': 'Recently viewed' },
          ...views.map((view) =>
            h(
              'li',
              {},
              view.personId
                ? h('a', { href: `${serverUrl}/prospects/people/${view.personId}`, target: '_blank' }, view.name)
                : h('span', {}, view.name),
              h('span', { class: 'muted' }, ` ${view.detail}`),
            ),
          ),
        ),
  );
}

async function loadHistory(target: HTMLElement) {
  try {
    const { data } = await api<{ data: View[] }>('/api/v1/extension/history?limit=10', {}, signedOut);
    renderHistory(target, data);
  } catch (error) {
    replace(target, h('p', { class: 'error' }, errorText(error)));
  }
}

async function renderMain() {
  const auth = await loadAuth();
  const prospectBox = h('section', { 'aria-live': 'polite', 'aria-busy': 'true' }, h('p', {}, 'Reading this page…'));
  const historyBox = h('section', {});
  replace(
    app,
    h(
      'header',
      {},
      h('h1', {}, 'Leadpilot'),
      h('span', { class: 'muted' }, auth?.organisation.name ?? ''),
      h(
        'button',
        {
          type: 'button',
          class: 'link',
          onclick: async () => {
            await saveAuth(null);
            await start();
          },
        },
        'Sign out',
      ),
    ),
    prospectBox,
    historyBox,
  );

  let clues: Clues | null = null;
  try {
    clues = await readTargetPage();
  } catch {
    clues = null;
  }
  if (!clues) {
    prospectBox.setAttribute('aria-busy', 'false');
    replace(
      prospectBox,
      h('p', {}, 'Open the panel on a LinkedIn profile or company page, a company website or an email thread.'),
    );
    await loadHistory(historyBox);
    return;
  }
  const { source, ...query } = clues;
  try {
    const params = new URLSearchParams(Object.entries(query).filter(([, value]) => value) as [string, string][]);
    const { data } = await api<{ data: Prospect }>(`/api/v1/extension/prospect?${params}`, {}, signedOut);
    // The lists and the running campaigns the person can go to; null where the sign-in's access lacks them.
    const [lists, campaigns] = data.person
      ? await Promise.all([
          api<{ data: SavedList[] }>('/api/v1/lists', {}, signedOut).then(
            (reply) => reply.data,
            () => null,
          ),
          api<{ data: Campaign[] }>('/api/v1/campaign/orgcampaign?status=running&perPage=100', {}, signedOut).then(
            (reply) => reply.data,
            () => null,
          ),
        ])
      : [null, null];
    prospectBox.setAttribute('aria-busy', 'false');
    replace(prospectBox, renderProspect(data, { lists, campaigns, signedOut }));
    const trackedId = data.person?.id ?? data.company?.id;
    if (trackedId) {
      await api(`/api/v1/extension/trackprospect?${new URLSearchParams({ id: trackedId, source })}`, {}, signedOut);
    }
  } catch (error) {
    prospectBox.setAttribute('aria-busy', 'false');
    replace(prospectBox, h('p', { role: 'alert', class: 'error' }, errorText(error)));
  }
  await loadHistory(historyBox);
}

async function start() {
  const auth = await loadAuth();
  if (!auth) renderSignIn();
  else await renderMain();
}

void start();
