/** Every dashboard figure equals the API's aggregate (SPEC §2 Dashboard, §9 chart defaults). */
import { expect, type Page, test } from '@playwright/test';

import { apiGet, LAB, layoutShifts, openSignedIn, recordShifts, signIn, startSession } from './helpers';

const n = (value: number) => value.toLocaleString('en-US');
const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

interface PeriodData {
  labels: string[];
  series: { name: string; data: number[] }[];
}

const seriesSum = (data: PeriodData, name: string) => sum(data.series.find(s => s.name === name)!.data);

async function expectPeriodTotals(page: Page, data: PeriodData) {
  await expect(page.getByTestId('period-sales')).toHaveText(`PKR ${n(seriesSum(data, 'Sales'))}`);
  await expect(page.getByTestId('period-earnings')).toHaveText(`PKR ${n(seriesSum(data, 'Earnings'))}`);
  await expect(page.getByTestId('period-orders')).toHaveText(n(seriesSum(data, 'Orders')));
}

test('admin dashboard: greeting, cards, user statistics and donut equal the API aggregates', async ({ page }) => {
  await signIn(page);
  await expect(page).toHaveURL(/\/dashboard$/);
  const [labs, users, complaints, fa, earnings] = await Promise.all([
    apiGet<[number, number]>(page, '/profiles/totallabs'),
    apiGet<number[]>(page, '/profiles/userstats'),
    apiGet<{ total: number; resolved: number }>(page, '/Feedbacks/gettotalcomplaints'),
    apiGet<{ total: number }>(page, '/Finance/gettotalFa'),
    apiGet<{ total: number }>(page, '/Appointments/totalearnings'),
  ]);
  expect(sum(labs)).toBeGreaterThan(0);

  // Greeting card: real totals, not the original's placeholders.
  const greeting = page.locator('.MuiCard-root').filter({ hasText: 'Welcome Back' });
  await expect(greeting).toContainText(`${n(sum(labs))}Labs`);
  await expect(greeting).toContainText(`${n(complaints.total)}Complaints`);
  await expect(greeting).toContainText(`${n(users[0])}Users`);

  // The four cards and where they lead.
  const card = (title: string) => page.getByRole('link', { name: new RegExp(title) });
  await expect(card('Total Financial Aid')).toContainText(`PKR ${n(fa.total)}`);
  await expect(card('Total Financial Aid')).toHaveAttribute('href', '/donations');
  await expect(card('Total Labs Registered')).toContainText(n(sum(labs)));
  await expect(card('Total Labs Registered')).toHaveAttribute('href', '/verifiedlabs');
  await expect(page.getByRole('link', { name: 'view unverified labs' })).toHaveAttribute(
    'href',
    '/pendingverifications',
  );
  await expect(card('Total Revenue')).toContainText(`RS. ${n(earnings.total)}`);
  await expect(card('Total Revenue')).toHaveAttribute('href', '/accountsrecievable');
  await expect(card('Total Complaints Resolved')).toContainText(n(complaints.resolved));
  await expect(card('Total Complaints Resolved')).toHaveAttribute('href', '/patientcomplaints');

  // User statistics: [total, unverified, verified, male, female].
  for (const [index, key] of ['total', 'unverified', 'verified', 'male', 'female'].entries()) {
    await expect(page.getByTestId(`user-stat-${key}`)).toContainText(n(users[index]));
  }

  // Lab donut: verified, pending and blocked, adding up to all labs, drawn as an SVG chart.
  const figures = await apiGet<{ labs: { verified: number; pending: number; blocked: number; total: number } }>(
    page,
    '/dashboard-figures',
  );
  expect(figures.labs.total).toBe(sum(labs));
  await expect(page.getByTestId('lab-donut')).toHaveAttribute(
    'aria-label',
    `${n(figures.labs.verified)} verified, ${n(figures.labs.pending)} pending verification and ${n(figures.labs.blocked)} blocked labs`,
  );
  await expect(page.getByTestId('lab-donut').locator('svg path').first()).toBeVisible();

  // Payable amounts: the newest five, as the API orders them.
  const payables = await apiGet<{ orderId: number }[]>(
    page,
    '/Appointments/getaccountspayable?_start=0&_end=5&_sort=orderId&_order=DESC',
  );
  const orderIds = await page.getByTestId('dashboard-payables').locator('tbody tr td:nth-child(1)').allInnerTexts();
  expect(orderIds.map(Number)).toEqual(payables.map(p => p.orderId));
  await page.screenshot({ path: '/tmp/issue7-dashboard.png', fullPage: true });
});

test('sales and earnings: yearly by default, weekly and monthly switch; month charts default to jan', async ({
  page,
}) => {
  await startSession(page);
  await page.evaluate(() => {
    for (const key of Object.keys(localStorage)) if (key.includes('dashboard.')) localStorage.removeItem(key);
  });
  await page.goto('/dashboard');
  const yearly = await apiGet<PeriodData>(page, '/yearly-data');
  await expect(page.getByRole('button', { name: 'Yearly' })).toHaveAttribute('aria-pressed', 'true');
  await expectPeriodTotals(page, yearly);
  await expect(page.getByTestId('period-chart').locator('svg rect').first()).toBeVisible();
  for (const period of ['Weekly', 'Monthly'] as const) {
    await page.getByRole('button', { name: period }).click();
    await expect(page.getByRole('button', { name: period })).toHaveAttribute('aria-pressed', 'true');
    await expectPeriodTotals(page, await apiGet<PeriodData>(page, `/${period.toLowerCase()}-data`));
  }

  // Earnings and top tests by month: January first, then another month from the selector.
  const jan = await apiGet<{ total: number }>(page, '/earning-charts-data/jan');
  await expect(page.getByTestId('earnings-total')).toHaveText(`PKR ${n(jan.total)}`);
  const janTop = await apiGet<{ items: { title: string }[] }>(page, '/top-selling-data/jan');
  if (janTop.items.length) await expect(page.getByTestId('top-selling')).toContainText(janTop.items[0].title);

  const earningsCard = page.locator('section').filter({ hasText: 'Earnings by Month' });
  await earningsCard.getByRole('combobox', { name: 'Month' }).click();
  await page.getByRole('option', { name: 'Oct' }).click();
  const oct = await apiGet<{ total: number }>(page, '/earning-charts-data/oct');
  await expect(page.getByTestId('earnings-total')).toHaveText(`PKR ${n(oct.total)}`);
});

test("Russian: the charts' amount axes show whole labels ('600 тыс.'), none cut to an ellipsis", async ({ page }) => {
  await startSession(page);
  await page.evaluate(() => localStorage.setItem('RaStoreLabHub.locale', JSON.stringify('ru')));
  await page.goto('/dashboard');
  for (const chart of [page.getByTestId('period-chart'), page.getByTestId('earnings-chart')]) {
    await chart.scrollIntoViewIfNeeded();
    const ticks = chart.locator('.MuiChartsAxis-left .MuiChartsAxis-tickLabel');
    await expect(ticks.first()).toBeVisible();
    await expect(ticks.filter({ hasText: 'тыс.' }).first()).toBeVisible();
    expect(await ticks.allTextContents()).not.toContainEqual(expect.stringContaining('…'));
  }
});

test('with the server down every card says so and offers Retry, and no earlier figure is shown; Retry brings them back', async ({
  page,
}) => {
  await openSignedIn(page, '/dashboard');
  const greeting = page.locator('.MuiCard-root').filter({ hasText: 'Welcome Back' });
  await expect(greeting).toContainText(/\d+Labs/);
  await expect(page.getByTestId('dashboard-payables')).toBeVisible();
  await expect(page.getByTestId('earnings-total')).toBeVisible();
  // The server stops answering; the refresh button asks every card again.
  await page.route('**/api/**', route => route.abort('connectionrefused'));
  await page.getByRole('button', { name: 'Refresh' }).first().click();
  const failures = page.getByRole('alert').filter({ hasText: 'Could not load this figure' });
  // The greeting, the four totals, user statistics, the donut, sales/earnings, earnings and top tests by month, payables.
  await expect(failures).toHaveCount(11);
  for (const failure of await failures.all())
    await expect(failure.getByRole('button', { name: 'Retry' })).toBeVisible();
  await expect(greeting).toContainText('–Labs');
  await expect(greeting).not.toContainText(/\d+Labs/);
  await expect(page.getByTestId('dashboard-payables')).toHaveCount(0);
  await expect(page.getByTestId('earnings-total')).toHaveCount(0);
  // Back up: Retry on one card brings its figures back.
  await page.unroute('**/api/**');
  await greeting.getByRole('button', { name: 'Retry' }).click();
  await expect(greeting).toContainText(/\d+Labs/);
  await expect(greeting.getByRole('alert')).toHaveCount(0);
  // The cards sharing its calls (user statistics, the labs total) are back too; the others still offer Retry.
  await expect.poll(() => failures.count()).toBeLessThan(11);
  for (let left = await failures.count(); left > 0; left = await failures.count()) {
    await failures.first().getByRole('button', { name: 'Retry' }).click();
    await expect.poll(() => failures.count()).toBeLessThan(left);
  }
  await expect(page.getByTestId('dashboard-payables')).toBeVisible();
  await expect(page.getByTestId('earnings-total')).toBeVisible();
});

test("a lab user's home is its profile: signing in, / and /dashboard open /editprofile with its lab", async ({
  page,
}) => {
  await signIn(page, LAB);
  await expect(page).toHaveURL(/\/editprofile$/);
  await expect(page.getByRole('heading', { name: 'LabHub Diagnostics Lahore' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Reviews' })).toBeVisible();
  for (const path of ['/', '/dashboard']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/editprofile$/);
    await expect(page.getByRole('heading', { name: 'LabHub Diagnostics Lahore' })).toBeVisible();
  }
  await expect(page.getByText('Welcome Back')).toHaveCount(0);
  await expect(page.getByText('Total Financial Aid')).toHaveCount(0);
});

/** The total a react-admin list shows in its pagination ("1-10 of 16"). */
async function listTotal(page: Page) {
  const range = page.locator('.MuiTablePagination-displayedRows');
  await expect(range).toHaveText(/of \d/);
  return Number((await range.innerText()).replace(/.* of /, '').replace(/\D/g, ''));
}

const figure = (text: string) => Number(text.replace(/\D/g, ''));

test('each dashboard figure agrees with the screen it links to (scope, label, currency)', async ({ page }) => {
  await openSignedIn(page, '/dashboard');
  await expect(page).toHaveURL(/\/dashboard$/);

  // Donut parts: each legend entry opens the list whose total it shows (blocked labs are no longer "unverified").
  for (const [part, path, title] of [
    ['verified', '/verifiedlabs', 'Verified Labs'],
    ['pending', '/pendingverifications', 'Pending Verifications'],
    ['blocked', '/blockedlabs', 'Blocked Labs'],
  ] as const) {
    await page.goto('/dashboard');
    const link = page.getByTestId(`lab-donut-${part}`);
    await expect(link).toHaveAttribute('href', path);
    const shown = figure((await link.innerText()).replace(/^[^(]*/, ''));
    await link.click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page.getByRole('heading', { level: 1 })).toContainText(title);
    expect(await listTotal(page), `${part} labs`).toBe(shown);
  }

  // Total Revenue (RS., all commission) names the part the receivables screen shows, under that screen's label.
  await page.goto('/dashboard');
  const revenueCard = page.getByRole('link', { name: /Total Revenue/ });
  await expect(revenueCard).toContainText(/RS\.\s\d/);
  const revenue = figure(await revenueCard.locator('p').last().innerText());
  const cash = page.getByTestId('revenue-cash');
  await expect(cash).toHaveText(/^Cash orders, Total Commission Due: RS\.\s[\d,]+$/);
  const online = page.getByTestId('revenue-online');
  await expect(online).toHaveText(/^Online orders, kept from lab payouts: RS\.\s[\d,]+$/);
  const cashFigure = figure((await cash.innerText()).split(':')[1]);
  expect(cashFigure + figure((await online.innerText()).split(':')[1])).toBe(revenue);
  await expect(cash).toHaveAttribute('href', '/accountsrecievable');
  await cash.click();
  const due = page.getByTestId('receivables-due');
  await expect(due).toContainText('Total Commission Due');
  await expect(due).toContainText(/PKR [\d,]+/);
  expect(figure(await due.locator('p').last().innerText())).toBe(cashFigure);

  // Total Financial Aid: PKR, and the count of approved requests equals the Approved Financial Aid list's total.
  await page.goto('/dashboard');
  const fa = await apiGet<{ total: number; count: number }>(page, '/Finance/gettotalFa');
  await expect(page.getByRole('link', { name: /Total Financial Aid/ })).toContainText(`PKR ${n(fa.total)}`);
  const approved = page.getByTestId('fa-approved-link');
  await expect(approved).toHaveText(`${n(fa.count)} approved requests`);
  await approved.click();
  await expect(page).toHaveURL(/\/financialaid$/);
  expect(await listTotal(page)).toBe(fa.count);

  // Male + female < total users: the card says why (lab accounts have no gender).
  await page.goto('/dashboard');
  const users = await apiGet<number[]>(page, '/profiles/userstats');
  const labAccounts = users[0] - users[3] - users[4];
  expect(labAccounts).toBeGreaterThan(0);
  await expect(page.getByTestId('user-stat-note')).toHaveText(
    `Male + female = ${n(users[3] + users[4])} of ${n(users[0])}: the other ${n(labAccounts)} accounts are labs, which have no gender.`,
  );

  // Payables: the amount is labelled as the lab's payout on the dashboard and on the screen, with the same figure.
  const dashboardHeader = page.getByTestId('dashboard-payables').locator('thead th').nth(3);
  await expect(dashboardHeader).toHaveText('Lab Payout (PKR)');
  await expect(page.getByTestId('payout-hint')).toContainText('less the platform commission');
  const firstDashboardAmount = await page
    .getByTestId('dashboard-payables')
    .locator('tbody tr')
    .first()
    .locator('td')
    .nth(3)
    .innerText();
  await page.getByRole('link', { name: 'View all' }).click();
  await expect(page).toHaveURL(/\/accountspayable$/);
  await expect(page.locator('thead th').filter({ hasText: 'Lab Payout (PKR)' })).toHaveCount(1);
  await expect(page.locator('tbody tr').first().locator('td').nth(3)).toHaveText(firstDashboardAmount);
  // The invoice of that order shows the order total, the payout plus the commission: larger than the payout.
  const [payable] = await apiGet<{ orderId: number; Total: number }[]>(
    page,
    '/Appointments/getaccountspayable?_start=0&_end=1&_sort=orderId&_order=DESC',
  );
  const invoice = await apiGet<{ orderSummary: { total: number } }>(page, `/invoice/${payable.orderId}`);
  expect(invoice.orderSummary.total).toBeGreaterThan(payable.Total);
  await page.screenshot({ path: 'test-results/dashboard-payables-en.png', fullPage: true });
});

/** The properties an Emotion rule of the dashboard sets (not those a transition or a measurement moves). */
const STYLED = [
  'display',
  'position',
  'color',
  'background-color',
  'font-family',
  'font-size',
  'font-weight',
  'line-height',
  'padding',
  'margin',
  'border',
  'border-radius',
  'box-shadow',
  'gap',
  'grid-template-columns',
  'grid-column',
  'flex-direction',
  'align-items',
  'justify-content',
  'overflow',
  'text-transform',
  'white-space',
];

/** Each Emotion class drawn in #root (`css-NAME`), with the computed style of the first element that has it. */
const emotionClassStyles = (page: Page) =>
  page.evaluate(properties => {
    const styled: Record<string, string> = {};
    for (const element of document.querySelectorAll('#root [class*="css-"]'))
      for (const token of (element.getAttribute('class') ?? '').split(/\s+/)) {
        if (!token.startsWith('css-') || token in styled) continue;
        const style = getComputedStyle(element);
        styled[token] = properties.map(name => style.getPropertyValue(name)).join(';');
      }
    return styled;
  }, STYLED);

test('a reload first shows the last dashboard drawn, inert, until the live one has drawn in its place; another width or signing out forgets it', async ({
  page,
}) => {
  await page.setViewportSize({ width: 412, height: 823 });
  await openSignedIn(page, '/dashboard');
  const greeting = page.locator('.MuiCard-root').filter({ hasText: 'Welcome Back' });
  await expect(greeting).toContainText(/\d+Labs/);
  // Kept once the dashboard has stayed unchanged for a second (lib/dashboardSnapshot.ts).
  const kept = () => page.evaluate(() => localStorage.getItem('labhub.dashboardSnapshot') !== null);
  await expect.poll(kept).toBe(true);
  const savedAt = () =>
    page.evaluate(
      () => (JSON.parse(localStorage.getItem('labhub.dashboardSnapshot') ?? '{}') as { savedAt?: number }).savedAt,
    );
  const firstSave = await savedAt();
  // Kept again once scrolled to the charts and drawn there: the copy then holds charts, with their appearing
  // animations' classes.
  await page.mouse.wheel(0, 1200);
  await expect(page.locator('.MuiChartsSvgLayer-root').first()).toBeVisible();
  await expect
    .poll(() =>
      page.evaluate(() =>
        /MuiPieChart-animate|MuiAppearingMask-animate/.test(
          JSON.stringify(JSON.parse(localStorage.getItem('labhub.dashboardSnapshot') ?? '{}').nodes),
        ),
      ),
    )
    .toBe(true);
  // As drawn with every rule compiled by Emotion, to compare with the drawing over the rules lent to it below.
  const compiled = await emotionClassStyles(page);
  await recordShifts(page);

  // The app's libraries held back: what the reload shows meanwhile is the snapshot alone.
  let letThrough!: () => void;
  const held = new Promise<void>(resolve => (letThrough = resolve));
  await page.route(/\/assets\/vendor-[^/]*\.js$/, async route => {
    await held;
    await route.continue();
  });
  // How many Roboto faces the page has declared when the copy is put in the page (src/roboto.ts says why before).
  await page.addInitScript(() => {
    new MutationObserver((_changes, observer) => {
      if (!document.getElementById('dashboard-snapshot')) return;
      observer.disconnect();
      const faces = [...document.fonts].filter(face => face.family === 'Roboto').length;
      (window as unknown as { robotoAtSnapshot: number }).robotoAtSnapshot = faces;
    }).observe(document, { childList: true, subtree: true });
  });
  // What the app has mounted in its page each time it changes (DashboardPage.tsx useStages).
  await page.addInitScript(() => {
    const mounted: string[] = [];
    (window as unknown as { mounted: string[] }).mounted = mounted;
    new MutationObserver(() => {
      const main = document.querySelector('#root main');
      if (!main) return;
      const copy = document.getElementById('dashboard-snapshot') ? 'copy' : 'live';
      const state = `${copy} cards=${!!main.querySelector('.MuiCard-root')} drawing=${!!main.querySelector('[data-drawing]')}`;
      if (mounted.at(-1) !== state) mounted.push(state);
    }).observe(document, { childList: true, subtree: true, attributes: true });
  });
  // The animations started in the page, the closed shadow root's included (DevTools' Animation domain).
  const animations: string[] = [];
  const cdp = await page.context().newCDPSession(page);
  cdp.on('Animation.animationStarted', ({ animation }) => animations.push(animation.name));
  await cdp.send('Animation.enable');
  await page.reload({ waitUntil: 'domcontentloaded' });
  const host = page.locator('#dashboard-snapshot');
  await expect(host).toBeAttached();
  expect(
    await host.evaluate(el => ({
      inert: (el as HTMLElement).inert,
      hidden: el.getAttribute('aria-hidden'),
      drawn: el.getBoundingClientRect().height > 600,
    })),
  ).toEqual({ inert: true, hidden: 'true', drawn: true });
  await expect(page.locator('#root')).toHaveCSS('visibility', 'hidden');
  // Its copy is not the page's: no locator, test or screen reader meets the greeting until the app draws it.
  await expect(page.getByText('Welcome Back, Admin')).toHaveCount(0);
  // The copy stands still: its bar moves, its charts do not appear again (which would lay out and paint them in every
  // frame while the app starts).
  await expect.poll(() => animations).toContain('labhub-updating');
  expect(animations.filter(name => /^animate-/.test(name))).toEqual([]);
  await cdp.send('Animation.disable');
  letThrough();
  await expect(host).toHaveCount(0);
  await expect(greeting).toContainText(/\d+Labs/);
  // Under the copy, the shell first, with no card, then the cards: a commit and a task each; the copy stays until
  // nothing is left to mount.
  const mounted = await page.evaluate(() => (window as unknown as { mounted: string[] }).mounted);
  expect(mounted).toContain('copy cards=false drawing=true');
  expect(mounted.find(state => state.startsWith('live'))).toBe('live cards=true drawing=false');
  await expect(page.locator('#root')).toHaveCSS('visibility', 'visible');
  // Roboto (Latin and Cyrillic) declared before the copy's first layout, and not again by the app.
  const robotoFaces = () => page.evaluate(() => [...document.fonts].filter(face => face.family === 'Roboto').length);
  expect(await page.evaluate(() => (window as unknown as { robotoAtSnapshot?: number }).robotoAtSnapshot)).toBe(2);
  await expect.poll(() => page.evaluate(() => document.fonts.check('16px Roboto'))).toBe(true);
  expect(await robotoFaces()).toBe(2);
  // Nothing on screen moves from the reload on (the exchange removes the copy's elements and shows the app's, which is
  // no shift); Roboto arriving over its size-matched fallback may move a word by a pixel on a busy machine (0.0008).
  const shifted = (await layoutShifts(page)).reduce((sum, value) => sum + value, 0);
  expect(shifted).toBeLessThan(0.01);
  await page.unroute(/\/assets\/vendor-[^/]*\.js$/);

  // The rules Emotion inserted while the dashboard was last drawn were lent to it (lib/dashboardSnapshot.ts
  // lendDashboardStyles): its cache adopted them, inserting none of their classes' rules again, and every class is
  // styled as it was when Emotion compiled all of them. Compared once the dashboard has been drawn and quiet (saved
  // again).
  await expect.poll(savedAt).toBeGreaterThan(firstSave!);
  const lending = await page.evaluate(() => {
    const names = (document.getElementById('dashboard-snapshot-styles')?.getAttribute('data-emotion') ?? '')
      .split(' ')
      .slice(1);
    // The classes of the rules Emotion inserted itself this time.
    const inserted = new Set<string>();
    for (const sheet of document.styleSheets)
      if ((sheet.ownerNode as Element).getAttribute('data-emotion') === 'css')
        for (const rule of sheet.cssRules)
          for (const match of rule.cssText.matchAll(/\.css-([\w-]+)/g)) inserted.add(match[1]);
    return { lent: names.length, compiledAgain: names.filter(name => inserted.has(name)) };
  });
  expect(lending.lent).toBeGreaterThan(50);
  expect(lending.compiledAgain).toEqual([]);
  const adopted = await emotionClassStyles(page);
  const drawnBoth = Object.keys(compiled).filter(name => name in adopted);
  expect(drawnBoth.length).toBeGreaterThan(50);
  for (const name of drawnBoth) expect.soft(adopted[name], name).toBe(compiled[name]);

  // Another width: drawn by the app alone.
  await page.setViewportSize({ width: 1024, height: 823 });
  await page.reload();
  await expect(greeting).toContainText(/\d+Labs/);
  expect(await page.evaluate(() => document.documentElement.hasAttribute('data-dashboard-snapshot'))).toBe(false);

  // Signing out forgets it.
  await expect.poll(kept).toBe(true);
  await page.getByRole('button', { name: 'Profile' }).click();
  await page.getByRole('menuitem', { name: /logout/i }).click();
  await expect(page).toHaveURL(/\/login/);
  expect(await kept()).toBe(false);
});
