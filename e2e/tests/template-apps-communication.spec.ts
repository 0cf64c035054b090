import { expect, type Locator, type Page } from '@playwright/test';
import { problemsDuring, test } from '../support/fixtures.ts';
import { keepScreenshot, seriousViolations } from '../support/page-checks.ts';
import { headingDrawn, networkSettled, visit } from '../support/reused-tab.ts';
import { openFirstChat } from '../support/template-proofs/communication.ts';

// The template's email, chat, to-do and calendar apps, answered by the in-browser mock layer. Each
// app's first view is scanned by the route sweep (template-routes.spec.ts); these tests scan what
// their interactions open.

/** Collects what must not happen on a page: console errors, page errors, failed or refused requests. */
function watchProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('requestfailed', (request) => {
    // A navigation cancels the previous page's loads (its icon, a slow mock answer on a busy
    // machine): that is not a failure of the page under test.
    const reason = request.failure()?.errorText ?? '';
    if (reason !== 'net::ERR_ABORTED' && !request.url().endsWith('/favicon.svg')) {
      problems.push(`failed: ${request.url()} ${reason}`);
    }
  });
  page.on('response', (response) => {
    if (response.status() >= 400) problems.push(`${response.status()}: ${response.url()}`);
  });
  return problems;
}

/** Opens a template app (signed in) and waits for its heading. It returns what goes wrong from then on. */
async function openApp(page: Page, path: string, heading: string): Promise<string[]> {
  const problems = watchProblems(page);
  await recordToasts(page);
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeAttached();
  return problems;
}

/**
 * Records the text of every notification the page shows. A notification closes itself after a few
 * seconds, which a busy machine can spend between two looks; the record keeps it for the check.
 */
function recordToasts(page: Page) {
  return page.addInitScript(() => {
    const shown: string[] = [];
    (window as unknown as { shownToasts: string[] }).shownToasts = shown;
    new MutationObserver((records) => {
      for (const record of records) {
        for (const node of record.addedNodes) {
          if (!(node instanceof Element)) continue;
          const toasts = [node, ...node.querySelectorAll('.mantine-Notification-root')];
          for (const toast of toasts)
            if (toast.matches('.mantine-Notification-root')) shown.push(toast.textContent ?? '');
        }
      }
    }).observe(document, { childList: true, subtree: true });
  });
}

/** Waits until the page has shown a notification with this text (it may have closed since). */
async function expectToast(page: Page, text: string | RegExp) {
  await expect
    .poll(
      async () => {
        const shown = await page.evaluate(() => (window as unknown as { shownToasts?: string[] }).shownToasts ?? []);
        return shown.some((toast) => (typeof text === 'string' ? toast.includes(text) : text.test(toast)));
      },
      { message: `a notification saying ${text}` },
    )
    .toBe(true);
}

test('the email app searches, switches folders, stars, pages through emails, marks read and sends', async ({
  page,
}) => {
  test.slow();
  const problems = await openApp(page, '/apps/email', 'Email');
  const emails = page.getByRole('list', { name: 'Emails' }).getByRole('listitem');
  await expect(emails.first()).toBeVisible();
  const total = await emails.count();
  expect(total).toBeGreaterThan(2);
  await networkSettled(page);

  // Search by the first email's subject.
  const firstSubject = (await emails.first().getByRole('checkbox').getAttribute('aria-label'))?.slice(8, -1) ?? '';
  expect(firstSubject).not.toBe('');
  await page.getByRole('searchbox', { name: 'Search emails' }).fill(firstSubject);
  await expect(emails.filter({ hasText: firstSubject }).first()).toBeVisible();
  await expect.poll(() => emails.count()).toBeLessThan(total);
  await page.getByRole('button', { name: 'Clear search' }).click();
  await expect(emails).toHaveCount(total);

  // Folders are in the address; an empty one says so.
  const folders = page.getByRole('navigation', { name: 'Folders' });
  await folders.getByRole('link', { name: /^Sent/ }).click();
  await expect(page).toHaveURL(/\/apps\/email\/sent$/);
  await expect(folders.getByRole('link', { name: /^Sent/ })).toHaveAttribute('aria-current', 'page');
  await page.getByRole('navigation', { name: 'Labels' }).getByRole('link', { name: 'Company' }).click();
  await expect(page).toHaveURL(/\/apps\/email\/label\/company$/);
  await folders.getByRole('link', { name: /^Inbox/ }).click();
  await expect(emails).toHaveCount(total);

  // Star an email that is not starred: it shows in the starred view.
  const unstarred = emails.getByRole('button', { name: /^Star/, pressed: false }).first();
  const starLabel = (await unstarred.getAttribute('aria-label')) ?? '';
  const starredSubject = starLabel.slice(6, -1);
  const star = page.getByRole('button', { name: starLabel, exact: true });
  await star.click();
  await expect(star).toHaveAttribute('aria-pressed', 'true');
  await folders.getByRole('link', { name: 'Starred' }).click();
  await expect(page).toHaveURL(/\/apps\/email\/starred$/);
  await expect(page.getByRole('list', { name: 'Emails' }).getByText(starredSubject)).toBeVisible();
  await folders.getByRole('link', { name: /^Inbox/ }).click();

  // Open the first email and page to the next and back.
  const secondSubject = (await emails.nth(1).getByRole('checkbox').getAttribute('aria-label'))?.slice(8, -1) ?? '';
  await emails.first().getByText(firstSubject).click();
  const subjectHeading = page.getByRole('heading', { level: 2 });
  await expect(subjectHeading).toHaveText(firstSubject);
  await expect(page.getByRole('button', { name: 'Previous email' })).toBeDisabled();
  await page.getByRole('button', { name: 'Next email' }).click();
  await expect(subjectHeading).toHaveText(secondSubject);
  await page.getByRole('button', { name: 'Previous email' }).click();
  await expect(subjectHeading).toHaveText(firstSubject);
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Back to the list' }).click();

  // Mark every inbox email read: the inbox's unread count goes.
  await expect(folders.getByRole('link', { name: /^Inbox/ })).toContainText('unread');
  await page.getByRole('checkbox', { name: 'Select all emails' }).check();
  await page.getByRole('button', { name: 'Mark as read' }).click();
  await expect(folders.getByRole('link', { name: /^Inbox/ })).not.toContainText('unread');
  await expect(emails.filter({ hasText: '(unread)' })).toHaveCount(0);

  // Compose with an attachment and send: it lands in Sent.
  await page.getByRole('button', { name: 'Compose' }).click();
  const dialog = page.getByRole('dialog', { name: 'New message' });
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(dialog.getByText('Add at least one recipient')).toBeVisible();
  await dialog.getByLabel('To', { exact: true }).fill('ann@example.com');
  await dialog.getByLabel('To', { exact: true }).press('Enter');
  await dialog.getByRole('textbox', { name: 'Subject' }).fill('Pilot proposal');
  await dialog.getByRole('textbox', { name: 'Message' }).fill('Here is the proposal we talked about.');
  await dialog
    .locator('input[type="file"]')
    .setInputFiles({ name: 'proposal.pdf', mimeType: 'application/pdf', buffer: Buffer.alloc(2048, 1) });
  const attachments = dialog.getByRole('list', { name: 'Attachments' });
  await expect(attachments.getByText('proposal.pdf')).toBeVisible();
  await expect(attachments.getByText('2 KB')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expectToast(page, 'Email sent');
  await expect(dialog).toBeHidden();
  await folders.getByRole('link', { name: /^Sent/ }).click();
  await expect(page.getByRole('list', { name: 'Emails' }).getByText('Pilot proposal')).toBeVisible();
  expect(problems).toEqual([]);
});

test('the email app labels emails and moves one to another folder', async ({ page }) => {
  test.slow();
  const problems = await openApp(page, '/apps/email', 'Email');
  const list = page.getByRole('list', { name: 'Emails' });
  const emails = list.getByRole('listitem');
  const folders = page.getByRole('navigation', { name: 'Folders' });
  const labels = page.getByRole('navigation', { name: 'Labels' });
  // While another view loads, the previous list stays on screen marked busy: wait for the new one.
  // The address changes before React draws the new view (navigations are transitions), so wait for the
  // link to be current too.
  const open = async (link: Locator, address: RegExp) => {
    await link.click();
    await expect(page).toHaveURL(address);
    await expect(link).toHaveAttribute('aria-current', 'page');
    await expect(list).toHaveAttribute('aria-busy', 'false');
  };
  const inbox = () => open(folders.getByRole('link', { name: /^Inbox/ }), /\/apps\/email\/inbox$/);
  const privateLabel = () => open(labels.getByRole('link', { name: 'Private' }), /\/apps\/email\/label\/private$/);
  const spam = () => open(folders.getByRole('link', { name: /^Spam/ }), /\/apps\/email\/spam$/);
  await expect(emails.first()).toBeVisible();

  // Subjects repeat in the demo data, so the email is followed by its place in the inbox and counts.
  const hasPrivate = await emails.evaluateAll((rows) =>
    rows.map((row) => row.querySelector('[title="Private"]') !== null),
  );
  const index = hasPrivate.indexOf(false);
  expect(index).toBeGreaterThanOrEqual(0);
  const email = emails.nth(index);
  const subject = (await email.getByRole('checkbox').getAttribute('aria-label'))?.slice(8, -1) ?? '';
  expect(subject).not.toBe('');
  const withSubject = emails.filter({ has: page.getByRole('checkbox', { name: `Select “${subject}”`, exact: true }) });
  const select = async () => {
    await expect(email.getByRole('checkbox')).toHaveAttribute('aria-label', `Select “${subject}”`);
    await email.getByRole('checkbox').check();
  };
  const toggleLabel = async (name: string) => {
    await select();
    await page.getByRole('button', { name: 'Add or remove a label' }).click();
    await page.getByRole('menuitem', { name }).click();
  };

  await privateLabel();
  const privateBefore = await withSubject.count();
  await inbox();

  // Label it: the row shows the label and the label's view lists it once more.
  await toggleLabel('Private');
  await expect(email.locator('[title="Private"]')).toHaveCount(1);
  await privateLabel();
  await expect(withSubject).toHaveCount(privateBefore + 1);

  // The same menu takes the label off again.
  await inbox();
  await toggleLabel('Private');
  await expect(email.locator('[title="Private"]')).toHaveCount(0);
  await privateLabel();
  await expect(withSubject).toHaveCount(privateBefore);

  // Move it from the inbox to spam: one fewer in the inbox, one more in Spam.
  await spam();
  const spamBefore = await withSubject.count();
  await inbox();
  const inboxBefore = await withSubject.count();
  await select();
  await page.getByRole('button', { name: 'Move to folder' }).click();
  await page.getByRole('menuitem', { name: 'Spam' }).click();
  await expect(withSubject).toHaveCount(inboxBefore - 1);
  await spam();
  await expect(withSubject).toHaveCount(spamBefore + 1);
  expect(problems).toEqual([]);
});

test('the chat app opens a conversation, clears its unread badge and sends a message', async ({ page }) => {
  const problems = await openApp(page, '/apps/chat', 'Chat');
  const chats = page.getByRole('list', { name: 'Chats' }).getByRole('button');
  await expect(chats.first()).toBeVisible();
  await expect(page.getByRole('list', { name: 'Contacts' }).getByRole('button').first()).toBeVisible();
  await networkSettled(page);

  const unread = chats.filter({ hasText: 'unread' }).first();
  const name = (await unread.locator('p').first().textContent())?.split(',')[0] ?? '';
  expect(name).not.toBe('');
  await unread.click();
  await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
  await expect(chats.filter({ hasText: name })).not.toContainText('unread');
  await expect(page.getByRole('region', { name: 'Conversation' }).getByRole('listitem').first()).toBeVisible();

  const message = `Shall we meet on Thursday? ${Date.now()}`;
  await page.getByRole('textbox', { name: `Message to ${name}` }).fill(message);
  await page.getByRole('textbox', { name: `Message to ${name}` }).press('Enter');
  await expect(page.getByRole('region', { name: 'Conversation' }).getByText(message)).toBeVisible();
  await expect(page.getByRole('textbox', { name: `Message to ${name}` })).toHaveValue('');
  await expect(chats.first()).toContainText(name);

  await page.getByRole('button', { name: `Show ${name}’s details` }).click();
  await expect(page.getByRole('dialog', { name: 'Contact' }).getByRole('heading', { name })).toBeVisible();
  await page.getByRole('button', { name: 'Close the contact details' }).click();
  await page.getByRole('button', { name: 'Your profile' }).click();
  const profile = page.getByRole('dialog', { name: 'Your profile' });
  await profile.getByRole('radio', { name: 'Busy' }).check();
  expect(problems).toEqual([]);
});

test('the to-do app adds, completes, filters and reorders tasks, and the order holds', async ({ page }) => {
  test.slow();
  const problems = await openApp(page, '/apps/todo', 'To-do');
  const tasks = page.getByRole('list', { name: 'Tasks' }).getByRole('listitem');
  await expect(tasks.first()).toBeVisible();
  await networkSettled(page);
  expect(await seriousViolations(page)).toEqual([]);

  // Add: the title is required.
  await page.getByRole('button', { name: 'Add task' }).click();
  const drawer = page.getByRole('dialog', { name: 'Add task' });
  await drawer.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(drawer.getByText('Give the task a title')).toBeVisible();
  await drawer.getByRole('textbox', { name: 'Title' }).fill('Call the pilot customer');
  await drawer.getByRole('textbox', { name: 'Description' }).fill('Ask about the rollout.');
  expect(await seriousViolations(page)).toEqual([]);
  await drawer.getByRole('button', { name: 'Add', exact: true }).click();
  await expectToast(page, 'Task added');
  await expect(tasks.first()).toContainText('Call the pilot customer');

  // Complete it: it shows under Completed, not under Important.
  await page.getByRole('checkbox', { name: 'Complete “Call the pilot customer”' }).click();
  await expect(page.getByRole('checkbox', { name: 'Complete “Call the pilot customer”' })).toBeChecked();
  const lists = page.getByRole('navigation', { name: 'Task lists' });
  await lists.getByRole('link', { name: 'Completed' }).click();
  await expect(page).toHaveURL(/\/apps\/todo\/completed$/);
  await expect(tasks.filter({ hasText: 'Call the pilot customer' })).toHaveCount(1);
  await lists.getByRole('link', { name: 'Important' }).click();
  await expect(tasks.first()).toBeVisible();
  await expect(tasks.filter({ hasText: 'Call the pilot customer' })).toHaveCount(0);

  // Reorder with the keyboard: the first task moves below the second, and stays there after a refetch.
  await lists.getByRole('link', { name: 'My tasks' }).click();
  await expect(tasks.first()).toContainText('Call the pilot customer');
  const secondLabel = await tasks.nth(1).getByRole('button', { name: /^Edit/ }).getAttribute('aria-label');
  const secondTitle = /^Edit “(.+)”/.exec(secondLabel ?? '')?.[1] ?? '';
  expect(secondTitle).not.toBe('');
  // The first two tasks as the mock layer keeps them, with the ids the drag's announcements name.
  const firstTwo = await page.evaluate(async () => {
    const reply = await fetch('/apps/todo/tasks');
    const { tasks: saved } = (await reply.json()) as { tasks: { id: number; title: string }[] };
    return saved.slice(0, 2);
  });
  expect(firstTwo.map((task) => task.title)).toEqual(['Call the pilot customer', secondTitle]);
  const secondId = firstTwo[1]?.id;
  const handle = page.getByRole('button', { name: 'Move “Call the pilot customer”' });
  await handle.focus();
  await page.keyboard.press('Space');
  await expect(handle).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.press('ArrowDown');
  // The drag's live region says the task is over the second one before it is dropped there (on pick-up
  // it first says the task is over itself).
  await expect(page.locator('[id^="DndLiveRegion"]')).toContainText(`was moved over droppable area ${secondId}.`);
  await page.keyboard.press('Space');
  await expect(tasks.nth(1)).toContainText('Call the pilot customer');
  await expect(tasks.first()).toContainText(secondTitle);
  // The mock layer keeps the new order: asked again, it answers it.
  const savedOrder = () =>
    page.evaluate(async () => {
      const reply = await fetch('/apps/todo/tasks');
      const { tasks: saved } = (await reply.json()) as { tasks: { title: string }[] };
      return saved.slice(0, 2).map((task) => task.title);
    });
  await expect.poll(savedOrder).toEqual([secondTitle, 'Call the pilot customer']);
  await lists.getByRole('link', { name: 'Deleted' }).click();
  await expect(page).toHaveURL(/\/apps\/todo\/deleted$/);
  await lists.getByRole('link', { name: 'My tasks' }).click();
  await expect(tasks.nth(1)).toContainText('Call the pilot customer');
  await expect(tasks.first()).toContainText(secondTitle);
  expect(problems).toEqual([]);
});

test('the to-do app deletes a task to Deleted and restores it', async ({ page }) => {
  test.slow();
  const problems = await openApp(page, '/apps/todo', 'To-do');
  const tasks = page.getByRole('list', { name: 'Tasks' }).getByRole('listitem');
  await expect(tasks.first()).toBeVisible();
  const lists = page.getByRole('navigation', { name: 'Task lists' });
  const firstLabel = await tasks
    .first()
    .getByRole('button', { name: /^Delete/ })
    .getAttribute('aria-label');
  const title = /^Delete “(.+)”/.exec(firstLabel ?? '')?.[1] ?? '';
  expect(title).not.toBe('');
  const before = await tasks.count();

  await page.getByRole('button', { name: `Delete “${title}”` }).click();
  await expectToast(page, `“${title}” moved to Deleted`);
  await expect(tasks.filter({ hasText: title })).toHaveCount(0);
  await expect(tasks).toHaveCount(before - 1);

  await lists.getByRole('link', { name: 'Deleted' }).click();
  await expect(page).toHaveURL(/\/apps\/todo\/deleted$/);
  await expect(tasks.filter({ hasText: title })).toHaveCount(1);
  await page.getByRole('button', { name: `Restore “${title}”` }).click();
  await expectToast(page, `“${title}” restored`);
  await expect(tasks.filter({ hasText: title })).toHaveCount(0);
  await lists.getByRole('link', { name: 'My tasks' }).click();
  await expect(tasks.filter({ hasText: title })).toHaveCount(1);
  expect(problems).toEqual([]);
});

/** The date of the month view's day cell under the middle of an element. */
async function dayOf(element: Locator): Promise<string | null> {
  const box = await element.boundingBox();
  if (!box) return null;
  return element.page().evaluate(
    ({ x, y }) => {
      const cells = [...document.querySelectorAll<HTMLElement>('[role="cell"][data-date]')];
      const under = cells.find((cell) => {
        const rect = cell.getBoundingClientRect();
        return x >= rect.left && x <= rect.right && y >= rect.top && y <= rect.bottom;
      });
      return under?.dataset.date ?? null;
    },
    { x: box.x + box.width / 2, y: box.y + box.height / 2 },
  );
}

test('the calendar moves an event to another day by dragging it', async ({ page }) => {
  test.slow();
  const problems = await openApp(page, '/apps/calendar', 'Calendar');
  // Days 10 and 16 of the month have no demo event (mocks/fixtures/calendar-data.ts).
  const [from, to] = await page.evaluate(() => {
    const now = new Date();
    const day = (date: number) =>
      `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(date).padStart(2, '0')}`;
    return [day(10), day(16)];
  });
  const cell = (date: string) => page.locator(`[role="cell"][data-date="${date}"]`);
  const event = page.locator('main').getByText('Pipeline sync', { exact: true });
  await expect(cell(from)).toBeVisible();

  // Click the day to add an event on it.
  await cell(from).click();
  const addDrawer = page.getByRole('dialog', { name: 'Add event' });
  await addDrawer.getByRole('textbox', { name: 'Title' }).fill('Pipeline sync');
  await addDrawer.getByRole('button', { name: 'Add', exact: true }).click();
  await expectToast(page, 'Event added');
  await expect(event).toBeVisible();
  await expect.poll(() => dayOf(event)).toBe(from);

  // Drag it a few days on with the mouse, once the calendar has settled (the drawer gone, the events
  // read again) and nothing lies over either end of the drag (a notification, the drawer's overlay).
  await expect(addDrawer).toBeHidden();
  await networkSettled(page);
  const start = await event.boundingBox();
  const target = await cell(to).boundingBox();
  if (!start || !target) throw new Error('the event or the target day is not on screen');
  const grab = { x: start.x + start.width / 2, y: start.y + start.height / 2 };
  const drop = { x: target.x + target.width / 2, y: target.y + target.height / 2 };
  const topmost = (point: { x: number; y: number }) =>
    page.evaluate(({ x, y }) => {
      const element = document.elementFromPoint(x, y);
      if (!element?.closest('main')) return null;
      return { text: element.textContent ?? '', date: element.closest('[role="cell"]')?.getAttribute('data-date') };
    }, point);
  await expect
    .poll(async () => (await topmost(grab))?.text, { message: 'the event is on top' })
    .toContain('Pipeline sync');
  await expect.poll(async () => (await topmost(drop))?.date, { message: 'the target day is on top' }).toBe(to);
  await page.mouse.move(grab.x, grab.y);
  await page.mouse.down();
  await page.mouse.move(grab.x + 10, grab.y + 5, { steps: 5 });
  await page.mouse.move(drop.x, drop.y, { steps: 20 });
  await page.mouse.up();
  await expectToast(page, '“Pipeline sync” moved');
  await networkSettled(page);
  // The calendar draws it on the new day, and the mock layer kept that day.
  await expect.poll(() => dayOf(event)).toBe(to);
  const savedStart = await page.evaluate(async () => {
    const events = (await (await fetch('/apps/calendar/events')).json()) as { title: string; start: string }[];
    const start = new Date(events.find((saved) => saved.title === 'Pipeline sync')?.start ?? 0);
    return `${start.getFullYear()}-${String(start.getMonth() + 1).padStart(2, '0')}-${String(start.getDate()).padStart(2, '0')}`;
  });
  expect(savedStart).toBe(to);
  expect(problems).toEqual([]);
});

test('the calendar filters kinds and adds, edits and deletes an event', async ({ page }) => {
  test.slow();
  const problems = await openApp(page, '/apps/calendar', 'Calendar');
  await page.getByRole('tab', { name: 'List view' }).click();
  const calendar = page.locator('main');
  await expect(calendar.getByText('Design Review', { exact: true })).toBeVisible();
  await expect(calendar.getByText('Family Trip', { exact: true }).first()).toBeVisible();
  await networkSettled(page);
  expect(await seriousViolations(page)).toEqual([]);

  // Kind filters.
  await page.getByRole('checkbox', { name: 'Business' }).uncheck();
  await expect(calendar.getByText('Design Review', { exact: true })).toHaveCount(0);
  await expect(calendar.getByText('Family Trip', { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'View all' })).not.toBeChecked();
  await page.getByRole('checkbox', { name: 'View all' }).check();
  await expect(calendar.getByText('Design Review', { exact: true })).toBeVisible();

  // Add: a title is required.
  await page.getByRole('button', { name: 'Add event' }).click();
  const addDrawer = page.getByRole('dialog', { name: 'Add event' });
  await addDrawer.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(addDrawer.getByText('Enter a title')).toBeVisible();
  await addDrawer.getByRole('textbox', { name: 'Title' }).fill('Pipeline sync');
  await addDrawer.getByRole('textbox', { name: 'Event URL' }).fill('not an address');
  await addDrawer.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(addDrawer.getByText('Enter a web address (https://…)')).toBeVisible();
  await addDrawer.getByRole('textbox', { name: 'Event URL' }).fill('https://meet.example.com/pipeline');
  await addDrawer.getByRole('textbox', { name: 'Location' }).fill('Room 4');
  expect(await seriousViolations(page)).toEqual([]);
  await addDrawer.getByRole('button', { name: 'Add', exact: true }).click();
  await expectToast(page, 'Event added');
  // It starts at the next full hour: late on a month's last day that is the next month, which the
  // calendar then shows.
  await expect(calendar.getByText('Pipeline sync', { exact: true })).toBeVisible();

  // Edit it.
  await calendar.getByText('Pipeline sync', { exact: true }).click();
  const editDrawer = page.getByRole('dialog', { name: 'Edit event' });
  await expect(editDrawer.getByRole('textbox', { name: 'Location' })).toHaveValue('Room 4');
  await editDrawer.getByRole('textbox', { name: 'Title' }).fill('Pipeline review');
  await editDrawer.getByRole('button', { name: 'Update' }).click();
  await expectToast(page, 'Event updated');
  await expect(calendar.getByText('Pipeline review', { exact: true })).toBeVisible();
  await expect(calendar.getByText('Pipeline sync', { exact: true })).toHaveCount(0);

  // Delete it.
  await calendar.getByText('Pipeline review', { exact: true }).click();
  await page.getByRole('dialog', { name: 'Edit event' }).getByRole('button', { name: 'Delete' }).click();
  await expectToast(page, '“Pipeline review” deleted');
  await expect(calendar.getByText('Pipeline review', { exact: true })).toHaveCount(0);
  expect(problems).toEqual([]);
});

// At 1280 px the template's route sweep (template-routes.spec.ts) checks the four apps in both skins,
// the chat's first conversation opened (`e2e/support/template-proofs/communication.ts`) included.
test('the four apps look right at 375 pixels, light and dark', async ({ lookTab }, testInfo) => {
  test.slow();
  for (const scheme of ['light', 'dark'] as const) {
    const tab = await lookTab({ skin: scheme, phone: true });
    const { page } = tab;
    const problems = await problemsDuring(tab, async () => {
      for (const app of ['email', 'chat', 'todo', 'calendar']) {
        await visit(tab, `/apps/${app}`);
        await headingDrawn(page);
        await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', scheme);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await tab.network.settled();
        await expect(page.getByRole('status', { name: /^Loading/ })).toHaveCount(0);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow, `${app} at 375 px scrolls sideways`).toBeLessThanOrEqual(0);
        await keepScreenshot(page, testInfo, `${app}-375-${scheme}.png`, { fullPage: false });
        if (app === 'chat') {
          await openFirstChat(page);
          await keepScreenshot(page, testInfo, `chat-open-375-${scheme}.png`, { fullPage: false });
        }
      }
    });
    expect(problems, `${scheme} skin at 375 px`).toEqual([]);
  }
});
