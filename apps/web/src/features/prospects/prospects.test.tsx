// @vitest-environment jsdom
import type { CampaignFilterOptions, PersonSummary, SavedList } from '@leadpilot/contracts';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { creditSummary, pageOf, testId } from '../../test/fixtures.ts';
import { renderApp, screen, server, within } from '../../test/render-app.tsx';
import { apiUrl, dataReply, errorReply, HttpResponse, http, pendingReply } from '../../test/server.ts';

const person: PersonSummary = {
  id: testId(0x601),
  fullName: 'Jane Doe',
  title: 'VP Sales',
  seniority: 'vp',
  department: 'sales',
  company: {
    id: testId(0x701),
    name: 'Globex',
    domain: 'globex.test',
    logoUrl: null,
    industry: 'Software',
    sizeBand: '51-200',
  },
  country: 'DE',
  region: '',
  city: 'Berlin',
  timeZone: 'Europe/Berlin',
  email: 'j•••@globex.test',
  emailStatus: 'verified',
  phone: null,
  hasPhone: false,
  linkedinUrl: null,
  isRevealed: false,
  intent: [],
};

const savedList: SavedList = {
  id: testId(0x801),
  name: 'Berlin sales leaders',
  peopleCount: 1,
  unrevealedCount: 1,
  revealCredits: 1,
  createdAt: '2026-11-01T09:00:00.000Z',
  updatedAt: '2026-11-01T09:00:00.000Z',
};

const filterOptions: CampaignFilterOptions = {
  seniorities: [{ value: 'vp', label: 'VP' }],
  departments: [{ value: 'sales', label: 'Sales' }],
  sizeBands: [],
  revenueBands: [],
  fundingStages: [],
  emailStatuses: [],
  industries: ['Software'],
  technologies: [],
  countries: [{ value: 'DE', label: 'Germany' }],
  intent: { topics: [], isAllowed: true, minimumPlan: 'basic', message: null, defaultMinScore: 60 },
};

const searchPath = apiUrl('v1/people/search');
const listsPath = apiUrl('v1/lists');
const listPeoplePath = apiUrl(`v1/lists/${savedList.id}/people`);
const personPath = apiUrl(`v1/callback/partialcontact/${person.id}`);

/** What the prospects pages ask for besides their own data: the balance and the filter options. */
const surroundings = [
  http.get(apiUrl('v1/payment/credit'), () => dataReply(creditSummary)),
  http.get(apiUrl('v1/campaign/filter'), () => dataReply(filterOptions)),
];

function searchReply(people: PersonSummary[]) {
  return HttpResponse.json({
    data: people,
    nextCursor: null,
    total: { value: people.length, isExact: true },
    facets: null,
  });
}

describe('/prospects (people search)', () => {
  it('shows the results loading', async () => {
    server.use(...surroundings, http.post(searchPath, pendingReply));
    await renderApp('/prospects');
    const table = await screen.findByRole('table', { name: 'Search results' });
    expect(table.getAttribute('aria-busy')).toBe('true');
  });

  it('shows that nobody matches', async () => {
    server.use(
      ...surroundings,
      http.post(searchPath, () => searchReply([])),
    );
    await renderApp('/prospects');
    expect(await screen.findByText('No people match these filters')).toBeTruthy();
  });

  it('shows a failed search with a retry', async () => {
    server.use(
      ...surroundings,
      http.post(searchPath, () => errorReply(500, 'Search is unavailable.')),
    );
    await renderApp('/prospects');
    expect(await screen.findByText('Search is unavailable.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('lists the people found and the balance', async () => {
    server.use(
      ...surroundings,
      http.post(searchPath, () => searchReply([person])),
    );
    await renderApp('/prospects');
    const table = await screen.findByRole('table', { name: 'Search results' });
    expect(await within(table).findByText('Jane Doe')).toBeTruthy();
    expect(await screen.findByText('5,000 credits')).toBeTruthy();
  });

  it("hides the CRM's customers by default, marks those shown, and shows them when asked", async () => {
    const bodies: { excludeCustomers?: boolean }[] = [];
    server.use(
      ...surroundings,
      http.post(searchPath, async ({ request }) => {
        bodies.push((await request.json()) as { excludeCustomers?: boolean });
        return searchReply([{ ...person, isCustomer: true }]);
      }),
    );
    const { router } = await renderApp('/prospects');
    const table = await screen.findByRole('table', { name: 'Search results' });
    expect(await within(table).findByText('CRM customer')).toBeTruthy();
    expect(bodies.at(-1)?.excludeCustomers).toBe(true);

    await userEvent.click(await screen.findByRole('switch', { name: /Hide CRM customers/ }));
    await vi.waitFor(() => expect(bodies.at(-1)?.excludeCustomers).toBeUndefined());
    expect(router.state.location.search).toBe('?customers=show');
  });

  it('keeps the page in the address, so a person opened from page 2 leads back to page 2', async () => {
    const pages: (number | undefined)[] = [];
    server.use(
      ...surroundings,
      http.post(searchPath, async ({ request }) => {
        const body = (await request.json()) as { page?: number };
        pages.push(body.page);
        return HttpResponse.json({
          data: [person],
          nextCursor: null,
          total: { value: 60, isExact: true },
          facets: null,
        });
      }),
    );
    const { router } = await renderApp('/prospects?department=sales');
    await userEvent.click(await screen.findByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('Page 2 of 3')).toBeTruthy();
    expect(pages.at(-1)).toBe(2);
    expect(router.state.location.search).toBe('?department=sales&page=2');
    // Visiting a person and pressing back returns to this address: the same filters and page.
    await router.navigate(`/prospects/people/${person.id}`);
    await router.navigate(-1);
    expect(await screen.findByText('Page 2 of 3')).toBeTruthy();
    expect(router.state.location.search).toBe('?department=sales&page=2');
  });

  it('jumps to the page typed in "Go to page", and says which pages exist', async () => {
    const pages: (number | undefined)[] = [];
    server.use(
      ...surroundings,
      http.post(searchPath, async ({ request }) => {
        pages.push(((await request.json()) as { page?: number }).page);
        return HttpResponse.json({
          data: [person],
          nextCursor: null,
          total: { value: 1000, isExact: true },
          facets: null,
        });
      }),
    );
    const { router } = await renderApp('/prospects');
    const field = await screen.findByRole('textbox', { name: 'Go to page' });
    expect(await screen.findByText('Page 1 of 40')).toBeTruthy();
    await userEvent.type(field, '41');
    await userEvent.click(screen.getByRole('button', { name: 'Go' }));
    expect(await screen.findByText('Enter a page from 1 to 40')).toBeTruthy();
    expect(pages).not.toContain(41);
    await userEvent.clear(field);
    await userEvent.type(field, '17{Enter}');
    expect(await screen.findByText('Page 17 of 40')).toBeTruthy();
    expect(pages.at(-1)).toBe(17);
    expect(router.state.location.search).toBe('?page=17');
  });

  it('opens on the page the address names, and offers the last page when it is past it', async () => {
    const pages: (number | undefined)[] = [];
    server.use(
      ...surroundings,
      http.post(searchPath, async ({ request }) => {
        const page = ((await request.json()) as { page?: number }).page;
        pages.push(page);
        const data = (page ?? 1) <= 2 ? [person] : [];
        return HttpResponse.json({ data, nextCursor: null, total: { value: 30, isExact: true }, facets: null });
      }),
    );
    await renderApp('/prospects?page=9');
    expect(await screen.findByText('Page 9 is past the last page of this search (2).')).toBeTruthy();
    expect(pages).toContain(9);
    await userEvent.click(screen.getByRole('button', { name: 'Go to the last page' }));
    expect(await screen.findByText('Page 2 of 2')).toBeTruthy();
    expect(pages.at(-1)).toBe(2);
  });
});

describe('/prospects: selecting every result of the search', () => {
  it('offers every result once the page is selected, with the count and the cost, and saves the whole search', async () => {
    const selectionBodies: unknown[] = [];
    const added: unknown[] = [];
    server.use(
      ...surroundings,
      http.post(searchPath, () =>
        HttpResponse.json({ data: [person], nextCursor: 'next', total: { value: 12345, isExact: true }, facets: null }),
      ),
      http.post(apiUrl('v1/people/search/selection'), async ({ request }) => {
        selectionBodies.push(await request.json());
        return dataReply({ count: 1000, maximum: 1000, isCapped: true, unrevealedCount: 990, revealCredits: 950 });
      }),
      http.get(listsPath, () => dataReply([savedList])),
      http.post(listsPath, () => HttpResponse.json({ message: 'Created the list.', data: savedList })),
      http.post(apiUrl(`v1/lists/${savedList.id}/people/search`), async ({ request }) => {
        added.push(await request.json());
        return HttpResponse.json({ message: 'Added 1,000 people to “Berlin sales leaders”.', data: savedList });
      }),
    );
    await renderApp('/prospects?department=sales');
    expect(screen.queryByText(/on this page are selected/)).toBeNull();
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Select all people on this page' }));
    expect(await screen.findByText('All 1 on this page are selected.')).toBeTruthy();
    expect(selectionBodies).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'Select all 12,345 results' }));
    expect(
      await screen.findByText(
        /The first 1,000 results are selected \(a selection takes at most 1,000\)\. Revealing them would cost 950 credits \(40 free/,
      ),
    ).toBeTruthy();
    expect(screen.getByText(/10 already revealed cost nothing/)).toBeTruthy();
    expect(screen.getByText('1,000 selected')).toBeTruthy();
    expect(selectionBodies).toEqual([{ departments: ['sales'], excludeCustomers: true, sort: 'relevance' }]);

    await userEvent.click(screen.getByRole('button', { name: 'Save to list' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save 1,000 people to a list' });
    await userEvent.click(within(dialog).getByText('New list'));
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'List name' }), 'Berlin sales leaders');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add to list' }));
    await vi.waitFor(() =>
      expect(added).toEqual([{ search: { departments: ['sales'], excludeCustomers: true, sort: 'relevance' } }]),
    );
    await vi.waitFor(() => expect(screen.queryByRole('dialog', { name: 'Save 1,000 people to a list' })).toBeNull());
  });

  it('reveals the whole search at the cost it showed, and asks again when the cost changed', async () => {
    const reveals: unknown[] = [];
    let cost = 12;
    server.use(
      ...surroundings,
      http.post(searchPath, () =>
        HttpResponse.json({ data: [person], nextCursor: 'next', total: { value: 30, isExact: true }, facets: null }),
      ),
      http.post(apiUrl('v1/people/search/selection'), () =>
        dataReply({ count: 30, maximum: 1000, isCapped: false, unrevealedCount: 14, revealCredits: cost }),
      ),
      http.post(apiUrl('v1/people/search/reveal'), async ({ request }) => {
        const body = (await request.json()) as { expectedCredits: number };
        reveals.push(body);
        if (body.expectedCredits !== cost) {
          return errorReply(409, `Revealing these people now costs ${cost} credits; please confirm again.`, 'CONFLICT');
        }
        return HttpResponse.json({
          message: `Revealed 14 people for ${cost} credits.`,
          data: { revealed: 14, credits: cost },
        });
      }),
    );
    await renderApp('/prospects?department=sales');
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Select all people on this page' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Select all 30 results' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Reveal all' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reveal all 30 results?' });
    expect(within(dialog).getByTestId('reveal-search-cost').textContent).toBe('12 credits');
    expect(within(dialog).getByTestId('reveal-search-free').textContent).toMatch(/^2 people are free\./);

    // Someone revealed people of the search meanwhile: the server refuses the old cost, the dialog shows the new one.
    cost = 10;
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reveal for 12 credits' }));
    expect(await within(dialog).findByRole('alert')).toHaveProperty(
      'textContent',
      'The cost changed since you opened this dialog. Check the new cost and confirm again.',
    );
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Reveal for 10 credits' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog', { name: 'Reveal all 30 results?' })).toBeNull());
    const search = { departments: ['sales'], excludeCustomers: true, sort: 'relevance' };
    expect(reveals).toEqual([
      { search, expectedCredits: 12 },
      { search, expectedCredits: 10 },
    ]);
  });

  it('clears the whole-search selection', async () => {
    server.use(
      ...surroundings,
      http.post(searchPath, () =>
        HttpResponse.json({ data: [person], nextCursor: 'next', total: { value: 40, isExact: true }, facets: null }),
      ),
      http.post(apiUrl('v1/people/search/selection'), () =>
        dataReply({ count: 40, maximum: 1000, isCapped: false, unrevealedCount: 0, revealCredits: 0 }),
      ),
    );
    await renderApp('/prospects');
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Select all people on this page' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Select all 40 results' }));
    expect(await screen.findByText(/All 40 results are selected\. Everyone is already revealed\./)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Clear selection' }));
    expect(screen.queryByText(/results are selected/)).toBeNull();
    expect(screen.queryByText(/selected$/)).toBeNull();
  });
});

describe('/prospects/lists', () => {
  it('shows the lists loading', async () => {
    server.use(...surroundings, http.get(listsPath, pendingReply));
    await renderApp('/prospects/lists');
    const table = await screen.findByRole('table', { name: 'Saved lists' });
    expect(table.getAttribute('aria-busy')).toBe('true');
  });

  it('shows that there are no lists yet', async () => {
    server.use(
      ...surroundings,
      http.get(listsPath, () => dataReply([])),
    );
    await renderApp('/prospects/lists');
    expect(await screen.findByText('No lists yet')).toBeTruthy();
  });

  it('shows a failed load with a retry', async () => {
    server.use(
      ...surroundings,
      http.get(listsPath, () => errorReply(500, 'Lists are unavailable.')),
    );
    await renderApp('/prospects/lists');
    expect(await screen.findByText('Lists are unavailable.')).toBeTruthy();
  });

  it('lists the saved lists', async () => {
    server.use(
      ...surroundings,
      http.get(listsPath, () => dataReply([savedList])),
    );
    await renderApp('/prospects/lists');
    const table = await screen.findByRole('table', { name: 'Saved lists' });
    expect(await within(table).findByText('Berlin sales leaders')).toBeTruthy();
  });
});

describe('/prospects/lists/:id', () => {
  const address = `/prospects/lists/${savedList.id}`;

  it('shows the list loading', async () => {
    server.use(...surroundings, http.get(listsPath, pendingReply), http.get(listPeoplePath, pendingReply));
    await renderApp(address);
    expect(await screen.findByLabelText('Loading list')).toBeTruthy();
  });

  it('shows an empty list', async () => {
    server.use(
      ...surroundings,
      http.get(listsPath, () => dataReply([{ ...savedList, peopleCount: 0, unrevealedCount: 0, revealCredits: 0 }])),
      http.get(listPeoplePath, () => HttpResponse.json(pageOf([]))),
    );
    await renderApp(address);
    expect(await screen.findByText(/This list is empty/)).toBeTruthy();
  });

  it('shows a failed load with a retry, and a list that does not exist', async () => {
    server.use(
      ...surroundings,
      http.get(listsPath, () => errorReply(500, 'Lists are unavailable.')),
      http.get(listPeoplePath, () => errorReply(500)),
    );
    const view = await renderApp(address);
    expect(await screen.findByText('Lists are unavailable.')).toBeTruthy();
    view.unmount();
    server.use(http.get(listsPath, () => dataReply([])));
    await renderApp(address);
    expect(await screen.findByText('This list could not be found')).toBeTruthy();
  });

  it('shows the list and its people', async () => {
    server.use(
      ...surroundings,
      http.get(listsPath, () => dataReply([savedList])),
      http.get(listPeoplePath, () => HttpResponse.json(pageOf([person], 25))),
    );
    await renderApp(address);
    expect(await screen.findByRole('heading', { name: 'Berlin sales leaders' })).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'List members' });
    expect(await within(table).findByText('Jane Doe')).toBeTruthy();
  });
});

describe('/prospects/people/:id', () => {
  const address = `/prospects/people/${person.id}`;
  /** The person's cards that load on their own stay loading: these tests are about the page. */
  const cards = [
    http.get(apiUrl(`v1/contacts/${person.id}/insights`), pendingReply),
    http.get(apiUrl(`v1/contacts/${person.id}/colleagues`), pendingReply),
    http.get(apiUrl('v1/extension/socialdetails'), pendingReply),
    http.get(apiUrl(`v1/extension/newsdetails/${person.id}`), pendingReply),
    http.get(apiUrl(`v1/contacts/din/${person.company?.id}`), pendingReply),
  ];

  it('shows the person loading', async () => {
    server.use(http.get(personPath, pendingReply));
    await renderApp(address);
    expect(await screen.findByLabelText('Loading person')).toBeTruthy();
  });

  it('shows a person who does not exist', async () => {
    server.use(http.get(personPath, () => errorReply(404, 'No such person.', 'NOT_FOUND')));
    await renderApp(address);
    expect(await screen.findByText('This person could not be found')).toBeTruthy();
  });

  it('shows a failed load with a retry', async () => {
    server.use(http.get(personPath, () => errorReply(500, 'People data is unavailable.')));
    await renderApp(address);
    expect(await screen.findByText('People data is unavailable.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('shows the person, masked until revealed', async () => {
    server.use(
      ...cards,
      http.get(personPath, () => dataReply(person)),
    );
    await renderApp(address);
    expect(await screen.findByRole('heading', { name: 'Jane Doe' })).toBeTruthy();
    expect(screen.getByText('j•••@globex.test')).toBeTruthy();
    expect(screen.getByText('Reveal to see the full profile')).toBeTruthy();
  });
});
