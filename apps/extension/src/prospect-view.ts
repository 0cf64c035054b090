import { api, serverUrl } from './api.ts';
import { h, replace } from './dom.ts';
import type { Campaign, PersonDetail, Prospect, SavedList } from './types.ts';

type Person = NonNullable<Prospect['person']>;

const errorText = (error: unknown) => (error instanceof Error ? error.message : 'Something went wrong.');

const verification: Record<string, string> = {
  verified: 'Verified',
  risky: 'Risky',
  invalid: 'Invalid',
  unknown: 'Not verified',
};

function contactRows(person: Pick<Person, 'email' | 'phone' | 'emailStatus' | 'isRevealed'>) {
  return h(
    'dl',
    { class: 'contact' },
    h('dt', {}, 'Email'),
    h(
      'dd',
      { 'data-testid': 'email' },
      person.email ?? '—',
      ' ',
      h('span', { class: 'badge' }, verification[person.emailStatus] ?? person.emailStatus),
    ),
    h('dt', {}, 'Phone'),
    h('dd', { 'data-testid': 'phone' }, person.phone ?? '—'),
  );
}

function revealButton(person: Person, contact: HTMLElement, status: HTMLElement, signedOut: () => void) {
  const button = h('button', { type: 'button' }, 'Reveal email and phone');
  button.addEventListener('click', async () => {
    button.disabled = true;
    status.textContent = '';
    try {
      const { data } = await api<{ data: PersonDetail }>(`/api/v1/callback/opencontact/${person.id}`, {}, signedOut);
      replace(contact, contactRows(data));
      button.remove();
      status.textContent = 'Revealed: your organisation paid for this person once; nobody pays again.';
    } catch (error) {
      status.textContent = errorText(error);
      button.disabled = false;
    }
  });
  return button;
}

function listActions(person: Person, lists: SavedList[] | null, status: HTMLElement, signedOut: () => void) {
  if (lists === null) return h('p', { class: 'muted' }, 'Saving to lists needs the “lists” access.');
  if (lists.length === 0) {
    return h('p', { class: 'muted' }, 'Create a list in Leadpilot to save people to it.');
  }
  const select = h(
    'select',
    { id: 'list', 'aria-label': 'List' },
    ...lists.map((list) => h('option', { value: list.id }, list.name)),
  );
  const addToList = async () => {
    await api(
      `/api/v1/lists/${select.value}/people`,
      {
        method: 'POST',
        body: JSON.stringify({ personIds: [person.id] }),
      },
      signedOut,
    );
    return lists.find((list) => list.id === select.value)?.name ?? 'the list';
  };
  const save = h('button', { type: 'button' }, 'Save to list');
  save.addEventListener('click', async () => {
    save.disabled = true;
    try {
      status.textContent = `Saved to ${await addToList()}.`;
    } catch (error) {
      status.textContent = errorText(error);
    } finally {
      save.disabled = false;
    }
  });
  const startCampaign = h('button', { type: 'button', class: 'secondary' }, 'Start a campaign with this list');
  startCampaign.addEventListener('click', async () => {
    try {
      const name = await addToList();
      status.textContent = `Saved to ${name}; a new campaign with this list opens in Leadpilot.`;
      await chrome.tabs.create({ url: `${serverUrl}/campaigns/new?listId=${encodeURIComponent(select.value)}` });
    } catch (error) {
      status.textContent = errorText(error);
    }
  });
  return h('div', { class: 'actions' }, select, save, startCampaign);
}

function newsAndPosts(prospect: Prospect) {
  return [
    prospect.news.length > 0 &&
      h(
        'section',
        {},
        h('h3', {}, 'Latest company news'),
        h(
          'ul',
          {},
          ...prospect.news.map((item) =>
            h('li', {}, h('a', { href: item.url, target: '_blank', rel: 'noreferrer' }, item.title)),
          ),
        ),
      ),
    prospect.posts.length > 0 &&
      h(
        'section',
        {},
        h('h3', {}, 'Latest posts'),
        h(
          'ul',
          {},
          ...prospect.posts.map((post) =>
            h('li', {}, post.text.length > 140 ? `${post.text.slice(0, 140)}…` : post.text),
          ),
        ),
      ),
  ];
}

/**
 * Enrols the person in a running campaign now (`POST campaign/prospects`): the server passes over
 * someone already in it and says why a person is left out (no revealed email, suppressed, …).
 */
function campaignActions(person: Person, campaigns: Campaign[] | null, status: HTMLElement, signedOut: () => void) {
  if (campaigns === null || campaigns.length === 0) return null;
  const select = h(
    'select',
    { id: 'campaign', 'aria-label': 'Campaign' },
    ...campaigns.map((campaign) => h('option', { value: campaign.id }, campaign.name)),
  );
  const add = h('button', { type: 'button' }, 'Add to campaign');
  add.addEventListener('click', async () => {
    add.disabled = true;
    try {
      const reply = await api<{ message: string }>(
        '/api/v1/campaign/prospects',
        { method: 'POST', body: JSON.stringify({ id: select.value, personIds: [person.id] }) },
        signedOut,
      );
      status.textContent = reply.message;
    } catch (error) {
      status.textContent = errorText(error);
    } finally {
      add.disabled = false;
    }
  });
  return h('div', { class: 'actions' }, select, add);
}

/** The record the panel shows for a page: a person, a company, or "no match". */
export function renderProspect(
  prospect: Prospect,
  options: { lists: SavedList[] | null; campaigns: Campaign[] | null; signedOut: () => void },
): HTMLElement {
  const { person, company } = prospect;
  if (prospect.match === 'none') {
    return h('p', {}, 'Leadpilot has no record of this person or company yet.');
  }
  if (!person) {
    return h(
      'article',
      { 'aria-label': 'Company' },
      h('h2', {}, company?.name ?? ''),
      h(
        'p',
        { class: 'muted' },
        [company?.domain, company?.industry, company?.sizeBand && `${company.sizeBand} people`]
          .filter(Boolean)
          .join(' · '),
      ),
      ...newsAndPosts(prospect),
    );
  }
  const status = h('p', { role: 'status', class: 'status' });
  const contact = h('div', {}, contactRows(person));
  const intent = person.intent.map((topic) => topic.topic).join(', ');
  return h(
    'article',
    { 'aria-label': 'Person' },
    h('h2', {}, person.fullName),
    h('p', {}, person.title, company ? ` at ${company.name}` : ''),
    contact,
    !person.isRevealed && revealButton(person, contact, status, options.signedOut),
    intent && h('p', {}, h('strong', {}, 'Buying intent: '), intent),
    prospect.personality &&
      h('p', { class: 'personality' }, h('strong', {}, 'Personality: '), prospect.personality.summary),
    listActions(person, options.lists, status, options.signedOut),
    campaignActions(person, options.campaigns, status, options.signedOut),
    h('a', { href: `${serverUrl}/prospects/people/${person.id}`, target: '_blank' }, 'Open the 360° view in Leadpilot'),
    status,
    ...newsAndPosts(prospect),
  );
}
