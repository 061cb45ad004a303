/**
 * Phones: every screen at 390 × 844 with touch, as an administrator and as a lab user, without sideways
 * scrolling; the lists are cards below the 998 px menu threshold and each row action is visible and usable there;
 * the top bar folds its extra buttons into a menu (the bell stays visible).
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';

import { labRegistration } from '../../server/test/requestBodies';
import { apiGet, drawCharts, LAB, startSession } from './helpers';

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

const CARDS = '[data-testid="record-card"]';

/**
 * Opens a screen, waits until it has drawn its content (`ready`, no spinner, something in the page), keeps a
 * screenshot, and asserts that nothing is off-screen sideways.
 */
async function expectNoSideways(page: Page, path: string, ready?: string) {
  await page.goto(path);
  const main = page.locator('#main-content');
  await expect(main).toBeVisible();
  // An administrator's dashboard draws each chart as it comes on screen (a lab user's /dashboard is its profile).
  if (new URL(page.url()).pathname === '/dashboard') await drawCharts(page);
  if (ready) await expect(page.locator(ready).first()).toBeVisible();
  await expect(
    page.locator(
      '#main-content .MuiCircularProgress-indeterminate, #main-content .MuiLinearProgress-indeterminate, #main-content .MuiSkeleton-root',
    ),
  ).toHaveCount(0);
  await expect(main).not.toBeEmpty();
  const widths = await page.evaluate(() => {
    const el = document.scrollingElement!;
    return { scroll: el.scrollWidth, client: el.clientWidth };
  });
  await page.screenshot({
    path: `test-results/phone/${test.info().title.split(':')[0]}${path.replaceAll('/', '_')}.png`,
    fullPage: true,
  });
  expect
    .soft(widths.scroll, `${path} scrolls sideways (${widths.scroll} > ${widths.client})`)
    .toBeLessThanOrEqual(widths.client);
}

/** The top bar at phone width: bell visible, everything else reachable from the overflow menu, nothing off-screen. */
async function expectFoldedTopBar(page: Page) {
  const bar = page.locator('header').first();
  await expect(bar.getByRole('button', { name: /notification/i }).first()).toBeInViewport({ ratio: 1 });
  const more = bar.getByRole('button', { name: 'More' });
  await expect(more).toBeInViewport({ ratio: 1 });
  for (const button of await bar.getByRole('button').all()) {
    if (await button.isVisible()) await expect(button).toBeInViewport({ ratio: 1 });
  }
  await more.click();
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitem', { name: 'Settings' })).toBeVisible();
  await expect(menu.getByRole('menuitem', { name: /Language/ })).toBeVisible();
  await expect(menu.getByRole('menuitem', { name: 'Logout' })).toBeVisible();
  // Settings opens the settings panel from the menu.
  await menu.getByRole('menuitem', { name: 'Settings' }).tap();
  const panel = page.getByRole('dialog', { name: 'Settings' });
  await expect(panel).toBeVisible();
  await panel.getByRole('button', { name: 'Close' }).tap();
  await expect(panel).toBeHidden();
  // Language: a second level with the five languages.
  await more.tap();
  await page
    .getByRole('menu')
    .getByRole('menuitem', { name: /Language/ })
    .tap();
  await expect(page.getByRole('menu').getByRole('menuitem', { name: 'Deutsch' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toHaveCount(0);
}

test('administrator: every screen fits 390 px, lists are cards with their row actions', async ({ page }) => {
  test.setTimeout(240_000);
  await startSession(page);
  const [aid] = await apiGet<{ id: number }[]>(page, '/Finance/approvedFAs?Status=all&_start=0&_end=1');
  const screens: [string, string?][] = [
    ['/dashboard', '[data-testid="lab-donut"] svg path'],
    ['/labslist', CARDS],
    ['/pendingverifications', CARDS],
    ['/verifiedlabs', CARDS],
    ['/blockedlabs', CARDS],
    ['/lab-overview/1', 'h2'],
    ['/testslist', CARDS],
    ['/createtest', 'form'],
    ['/TestOverview/1', 'h2'],
    ['/stafflist', CARDS],
    ['/registerstaff', 'form'],
    ['/staffdetails/1', 'h2'],
    ['/patientcomplaints', CARDS],
    ['/accountspayable', CARDS],
    ['/accountsrecievable', CARDS],
    ['/donations', CARDS],
    ['/financialaid', CARDS],
    [`/financialaiddetails/${aid.id}`, 'h2'],
    ['/invoices-list', 'a[href^="/invoices-detail/"]'],
    ['/invoices-detail/1', 'table'],
    // The list, or its empty state when an earlier spec deleted them all.
    ['/notifications', 'li, [data-testid="notifications-empty"]'],
    ['/pages-faqs', '[role="tab"]'],
    ['/history', '#main-content li'],
    ['/history/1', '#main-content a[href="/history"]'],
  ];
  for (const [path, ready] of screens) await expectNoSideways(page, path, ready);
  await expectFoldedTopBar(page);

  // Payables: each card carries Update Status, on screen without panning, and it opens the dialog.
  await expectNoSideways(page, '/accountspayable', CARDS);
  const payableCards = page.getByTestId('record-card');
  await expect(payableCards).toHaveCount(5);
  const update = payableCards.first().getByRole('button', { name: /Update status of order/ });
  await expect(update).toBeInViewport({ ratio: 1 });
  await update.tap();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // Pending labs: Verify on each card, usable by touch (asks for confirmation).
  await expectNoSideways(page, '/pendingverifications', CARDS);
  const labCard = page.getByTestId('record-card').first();
  const verify = labCard.getByRole('button', { name: /^Verify/ });
  await verify.scrollIntoViewIfNeeded();
  await expect(verify).toBeInViewport({ ratio: 1 });
  await verify.tap();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).tap();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // Tests: the row actions (view, edit, delete) sit on each card, within the screen.
  await expectNoSideways(page, '/testslist', CARDS);
  const testCard = page.getByTestId('record-card').first();
  for (const action of [/^View /, /^Edit /, /^Delete /]) {
    await expect(
      testCard.getByRole('button', { name: action }).or(testCard.getByRole('link', { name: action })),
    ).toBeInViewport({ ratio: 1 });
  }
  // Selecting a card shows the bulk actions, which fit too.
  await testCard.getByRole('checkbox').tap();
  await expect(page.getByRole('button', { name: 'Delete' }).first()).toBeInViewport();
  const scroll = await page.evaluate(
    () => document.scrollingElement!.scrollWidth - document.scrollingElement!.clientWidth,
  );
  expect(scroll).toBeLessThanOrEqual(0);
  await page.screenshot({ path: 'test-results/phone-tests-en.png', fullPage: true });
});

test('lab user: profile, notifications and dashboard fit 390 px; top bar folded', async ({ page }) => {
  await startSession(page, LAB);
  for (const [path, ready] of [
    ['/dashboard', 'h2'],
    ['/editprofile', 'form'],
    ['/notifications', 'li, [data-testid="notifications-empty"]'],
    ['/pages-faqs', '[role="tab"]'],
  ] as const) {
    await expectNoSideways(page, path, ready);
  }
  await expectFoldedTopBar(page);
});

test('German at 390 px: signed in from the phone login page, the lists and the folded top bar fit', async ({
  page,
}) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Language: English' }).tap();
  await page.getByRole('menuitem', { name: 'Deutsch' }).tap();
  await page.getByLabel('Benutzername').fill('admin@labhub.pk');
  await page.getByLabel('Passwort', { exact: true }).fill('Admin1234');
  await page.getByRole('button', { name: 'Anmelden' }).tap();
  await expect(page).toHaveURL(/\/dashboard$/);
  for (const [path, ready] of [
    ['/dashboard', '[data-testid="lab-donut"] svg path'],
    ['/accountspayable', CARDS],
    ['/pendingverifications', CARDS],
    ['/stafflist', CARDS],
    ['/financialaid', CARDS],
    ['/accountsrecievable', CARDS],
  ] as const) {
    await expectNoSideways(page, path, ready);
  }
  await expect(page.getByTestId('record-card').first().getByText('Provision (PKR)')).toBeVisible();
  // The orders' statuses and payment types the server writes read in German, the payouts in PKR: on the payables
  // cards and on the dashboard's phone blocks.
  const english = /\b(Pending|Processing|Paid|On Hold|Cash)\b/;
  await page.goto('/accountspayable');
  await expect(page.getByTestId('record-card')).toHaveCount(5);
  // The same page from the API: a status another file's test typed (free text) shows as written, so only the cards
  // whose status the server wrote are checked for German.
  const shown = await apiGet<{ Status: string }[]>(
    page,
    '/Appointments/getaccountspayable?_start=0&_end=5&_sort=orderId&_order=DESC',
  );
  const serverWritten = ['Pending', 'Processing', 'Paid', 'On Hold'];
  expect(shown.filter(p => serverWritten.includes(p.Status)).length).toBeGreaterThan(0);
  const cards = await page.getByTestId('record-card').all();
  for (const [index, card] of cards.entries()) {
    if (!serverWritten.includes(shown[index].Status)) continue;
    await expect(card).toContainText(/Ausstehend|In Bearbeitung|Bezahlt|Zurückgestellt/);
    await expect(card).not.toContainText(english);
  }
  await page.goto('/dashboard');
  const payables = page.getByTestId('dashboard-payables').locator('li');
  await expect(payables).toHaveCount(5);
  for (const [index, block] of (await payables.all()).entries()) {
    if (serverWritten.includes(shown[index].Status)) await expect(block).not.toContainText(english);
    await expect(block.getByLabel('Auszahlung an Labor (PKR)')).toHaveText(/^PKR [\d.]+$/);
  }
  await page.getByRole('button', { name: 'Mehr' }).tap();
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitem', { name: 'Einstellungen' })).toBeVisible();
  await expect(menu.getByRole('menuitem', { name: 'Sprache: Deutsch' })).toBeVisible();
  await menu.getByRole('menuitem', { name: 'Abmelden' }).tap();
  await expect(page).toHaveURL(/\/login/);
});

test('the phone presentation passes axe (WCAG 2.x A/AA, no serious or critical violation): cards, More menu', async ({
  page,
}) => {
  await startSession(page);
  const serious = async (label: string) =>
    (await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()).violations
      .filter(v => v.impact === 'serious' || v.impact === 'critical')
      .map(
        v =>
          `${label}: ${v.id}: ${v.nodes
            .slice(0, 3)
            .map(n => n.target.join(' '))
            .join(', ')}`,
      );
  const found: string[] = [];
  for (const path of ['/pendingverifications', '/accountspayable', '/testslist', '/financialaid']) {
    await expectNoSideways(page, path, CARDS);
    found.push(...(await serious(path)));
  }
  await expectNoSideways(page, '/dashboard', '[data-testid="lab-donut"] svg path');
  found.push(...(await serious('/dashboard')));
  // Touch targets (Lighthouse target-size): every button and link the dashboard shows is at least 48 × 48 CSS px.
  const smallTargets = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('a[href], button, [role="button"], [role="link"]')]
      .map(element => ({ element, box: element.getBoundingClientRect() }))
      .filter(({ box }) => box.width > 0 && box.height > 0 && (box.width < 47.5 || box.height < 47.5))
      .map(
        ({ element, box }) =>
          `${element.getAttribute('aria-label') ?? element.textContent?.trim()}: ${Math.round(box.width)}×${Math.round(box.height)}`,
      ),
  );
  expect(smallTargets).toEqual([]);
  await page.getByRole('button', { name: 'More' }).tap();
  await expect(page.getByRole('menu')).toBeVisible();
  // Axe reads colours as drawn: wait for the menu's fade-in to end, or half-faded text fails the contrast rule.
  await expect(page.locator('.MuiMenu-paper')).toHaveCSS('opacity', '1');
  found.push(...(await serious('More menu')));
  expect(found).toEqual([]);
});

test('At 390 px a page title reads whole on up to two lines (German, Russian, Italian); a longer one ends in an ellipsis', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await startSession(page);
  const title = page.locator('#react-admin-title');
  const look = () =>
    title.evaluate(h1 => {
      const style = getComputedStyle(h1);
      return {
        cut: h1.scrollHeight > h1.clientHeight + 1 || h1.scrollWidth > h1.clientWidth + 1,
        lines: Math.round(h1.clientHeight / parseFloat(style.lineHeight)),
        clamp: style.webkitLineClamp,
        // An ellipsis reaches text in inline boxes only, not inside an inline-block.
        innerDisplay: getComputedStyle(h1.firstElementChild as HTMLElement).display,
      };
    });
  for (const [locale, path, text] of [
    ['de', '/pendingverifications', 'Ausstehende Verifizierungen'],
    ['ru', '/accountsrecievable', 'Дебиторская задолженность'],
    ['it', '/accountspayable', 'Importi da pagare'],
  ]) {
    await page.evaluate(l => localStorage.setItem('RaStoreLabHub.locale', JSON.stringify(l)), locale);
    await page.goto(path);
    await expect(title).toHaveText(text);
    const { lines, ...rest } = await look();
    expect(rest, `${locale} ${path}`).toEqual({ cut: false, clamp: '2', innerDisplay: 'inline' });
    expect(lines, `${locale} ${path}`).toBeLessThanOrEqual(2);
  }
  // A title longer than two lines (a test's name can be) keeps two and ends in '…'.
  await page.evaluate(() => {
    const inner = document.querySelector('#react-admin-title > *')!;
    inner.textContent = 'Ausstehende Verifizierungen und noch viel mehr, das nicht auf zwei Zeilen passt';
  });
  expect((await look()).cut).toBe(true);
  expect(await title.evaluate(h1 => getComputedStyle(h1).textOverflow)).toBe('ellipsis');
});

test('notifications at 390 px: an unread notification’s text keeps clear of its Mark as read and Delete buttons', async ({
  page,
}) => {
  await startSession(page);
  // A lab registering notifies the administrators: a new unread notification whose sentence fills the card's width.
  const name = `Phone Overlap Diagnostic Centre ${Date.now() % 100000}`;
  const res = await page.request.post('/api/auth/registerLab/', {
    data: labRegistration(`e2e-phone-${Date.now()}@example.pk`, name),
  });
  expect(res.status()).toBe(202);
  await page.goto('/notifications');
  const item = page.getByTestId('notification-item').filter({ hasText: name });
  const markRead = item.getByRole('button', { name: /^Mark as read/ });
  await expect(markRead).toBeVisible();
  const textRight = await item.locator('.MuiListItemText-root').evaluate(el => el.getBoundingClientRect().right);
  const buttonLeft = (await markRead.boundingBox())!.x;
  expect(textRight, 'the text runs under the Mark as read button').toBeLessThanOrEqual(buttonLeft);
});

test('at 390 px an amount never breaks between PKR and its figure: invoice summary, booked services', async ({
  page,
}) => {
  await startSession(page);
  const [aid] = await apiGet<{ id: number }[]>(page, '/Finance/approvedFAs?Status=all&_start=0&_end=1');
  for (const [path, ready] of [
    ['/invoices-detail/1', '[data-testid="invoice-total"]'],
    [`/financialaiddetails/${aid.id}`, '#main-content .MuiAccordion-root'],
  ] as const) {
    await page.goto(path);
    await expect(page.locator(ready).first()).toBeVisible();
    // Each text node that is one amount ('PKR 1,410') is drawn on one line.
    const broken = await page.evaluate(() => {
      const found: string[] = [];
      const walker = document.createTreeWalker(document.getElementById('main-content')!, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (!/^PKR\s[\d.,]+$/.test(node.textContent!.trim())) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        const lines = new Set([...range.getClientRects()].map(rect => Math.round(rect.top)));
        if (lines.size > 1) found.push(node.textContent!);
      }
      return found;
    });
    expect(broken, `${path}: amounts broken over two lines`).toEqual([]);
  }
});

test('Russian at 390 px: the Donations heading wraps beside Export instead of pushing it off the screen', async ({
  page,
}) => {
  await startSession(page);
  await page.evaluate(() => localStorage.setItem('RaStoreLabHub.locale', JSON.stringify('ru')));
  await page.goto('/donations');
  await expect(page.getByRole('heading', { name: 'Сведения о пожертвованиях' })).toBeVisible();
  await expect(page.getByTestId('record-card').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Экспорт' })).toBeInViewport({ ratio: 1 });
  const widths = await page.evaluate(() => [
    document.scrollingElement!.scrollWidth,
    document.scrollingElement!.clientWidth,
  ]);
  expect(widths[0], 'the page scrolls sideways').toBeLessThanOrEqual(widths[1]);
});
