/**
 * Accessibility: axe-core on every screen (administrator's and lab user's), 0 serious or critical
 * violations of WCAG 2.x A/AA, plus keyboard-only flows. New screens are added to SCREENS as they land.
 */
import AxeBuilder from '@axe-core/playwright';
import { type BrowserContext, expect, type Page, test } from '@playwright/test';

import { drawCharts, LAB, openSignedIn, startSession } from './helpers';

interface Screen {
  path: string;
  /** Something that shows the screen has loaded its data. */
  ready: (page: Page) => Promise<void>;
}

const heading = (name: string | RegExp) => async (page: Page) => {
  await expect(page.getByRole('heading', { name }).first()).toBeVisible();
};
const rows = async (page: Page) => {
  await expect(page.locator('tbody tr').first()).toBeVisible();
};

/** The administrator's screens (SPEC §2). */
const ADMIN_SCREENS: Screen[] = [
  {
    path: '/dashboard',
    ready: async page => {
      await drawCharts(page);
      await expect(page.getByTestId('period-chart').locator('svg rect').first()).toBeVisible();
    },
  },
  { path: '/labslist', ready: rows },
  { path: '/pendingverifications', ready: rows },
  { path: '/verifiedlabs', ready: rows },
  { path: '/blockedlabs', ready: heading('Blocked Labs') },
  { path: '/testslist', ready: rows },
  { path: '/createtest', ready: async page => void (await expect(page.getByLabel('Title')).toBeVisible()) },
  { path: '/stafflist', ready: rows },
  { path: '/registerstaff', ready: async page => void (await expect(page.getByLabel('Name')).toBeVisible()) },
  { path: '/accountspayable', ready: rows },
  { path: '/accountsrecievable', ready: rows },
  { path: '/donations', ready: rows },
  { path: '/patientcomplaints', ready: rows },
  { path: '/financialaid', ready: rows },
  {
    path: '/financialaiddetails/1',
    ready: async page => void (await expect(page.getByTestId('service-card').first()).toBeVisible()),
  },
  {
    path: '/invoices-list',
    ready: async page => void (await expect(page.getByTestId('invoice-card').first()).toBeVisible()),
  },
  {
    path: '/invoices-detail',
    ready: async page => void (await expect(page.getByTestId('invoice-total')).toBeVisible()),
  },
  {
    path: '/servicedetail/1',
    ready: async page => void (await expect(page.getByRole('link', { name: /view test/i })).toBeVisible()),
  },
  {
    path: '/notifications',
    ready: async page => void (await expect(page.getByTestId('notification-item').first()).toBeVisible()),
  },
  { path: '/pages-faqs', ready: async page => void (await expect(page.getByRole('tab').first()).toBeVisible()) },
  { path: '/history', ready: rows },
  { path: '/history/1', ready: async page => void (await expect(page.getByText('History entry #1')).toBeVisible()) },
];

/** The serious and critical WCAG 2.x A/AA violations on the page, one line each with up to 3 offending nodes. */
async function seriousViolations(page: Page, label: string): Promise<string[]> {
  // resultTypes: axe details only the violations (the passes, incomplete and inapplicable lists it would build for
  // every node are not read here); what it checks, and finds, is the same.
  const results = await new AxeBuilder({ page })
    .options({ resultTypes: ['violations'] })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return results.violations
    .filter(v => v.impact === 'serious' || v.impact === 'critical')
    .map(
      v =>
        `${label}: ${v.id} (${v.impact}): ${v.help}\n    ${v.nodes
          .slice(0, 3)
          .map(n => `${n.target.join(' ')} — ${n.failureSummary?.split('\n')[1]?.trim() ?? ''}`)
          .join('\n    ')}`,
    );
}

async function expectNoSeriousViolations(page: Page, label: string) {
  expect(await seriousViolations(page, label)).toEqual([]);
}

test.describe('accessibility (axe-core)', () => {
  test('public pages: login and coming soon', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'Welcome Back!' })).toBeVisible();
    await expectNoSeriousViolations(page, '/login');
    await page.goto('/pages-comingsoon');
    await expect(page.getByRole('heading', { name: 'Coming Soon' })).toBeVisible();
    await expectNoSeriousViolations(page, '/pages-comingsoon');
  });

  // One test per screen on one signed-in page (serial: one sign-in for the lot), so each screen has the whole test
  // timeout and a failure names its screen; as one 22-screen test it needed 2.7 min at load 19 and ran out of its
  // 3 minutes in CI.
  test.describe("every administrator's screen", () => {
    test.describe.configure({ mode: 'serial' });
    let context: BrowserContext;
    let page: Page;
    test.beforeAll(async ({ browser }) => {
      // A context of its own (AxeBuilder refuses a page from browser.newPage()), with the config's `use` options.
      context = await browser.newContext();
      page = await context.newPage();
      await startSession(page);
    });
    test.afterAll(async () => {
      await context.close();
    });

    for (const screen of ADMIN_SCREENS) {
      test(screen.path, async () => {
        await page.goto(screen.path);
        await screen.ready(page);
        await expectNoSeriousViolations(page, screen.path);
      });
    }

    test('detail screens reached from the lists, and the notification dropdown', async () => {
      await page.goto('/labslist');
      await page
        .getByRole('link', { name: /view details/i })
        .first()
        .click();
      await expect(page).toHaveURL(/\/lab-overview\//);
      await expect(page.getByText(/E-QA/i).first()).toBeVisible();
      // Loaded like the other screens: no loading indicator left (one still spinning has no accessible name, which
      // axe reports when it catches it: aria-progressbar-name).
      await expect(page.getByRole('progressbar')).toHaveCount(0);
      await expectNoSeriousViolations(page, '/lab-overview/{id}');
      await page.goto('/testslist');
      await page.locator('tbody tr a').first().click();
      await expect(page).toHaveURL(/\/TestOverview\//);
      await expect(page.getByRole('progressbar')).toHaveCount(0);
      await expectNoSeriousViolations(page, '/TestOverview/{id}');
      // The notification dropdown, open.
      await page.getByRole('button', { name: /unread notification/ }).click();
      await expect(page.getByTestId('notification-scroll')).toBeVisible();
      await expect(page.locator('.MuiPopover-paper')).toHaveCSS('opacity', '1');
      await expectNoSeriousViolations(page, 'notification dropdown');
    });
  });

  test("the lab user's screens", async ({ page }) => {
    await openSignedIn(page, '/editprofile', LAB);
    await expect(page.getByText('Update Lab Details')).toBeVisible();
    await expectNoSeriousViolations(page, '/editprofile');
    await page.goto('/notifications');
    await expect(page.getByTestId('notification-item').first()).toBeVisible();
    await expectNoSeriousViolations(page, '/notifications (lab)');
  });
});

test.describe('keyboard only', () => {
  test('sign in, open a menu entry and create a test without the mouse', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('Username').focus();
    await page.keyboard.type('admin@labhub.pk');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Admin1234');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/dashboard$/);

    // Tab into the sidebar menu, then move with the arrow keys (the menu is one tab stop) and follow with Enter.
    const entry = page.getByRole('menuitem', { name: 'Test Inventory' });
    const inMenu = () => page.evaluate(() => document.activeElement?.getAttribute('role') === 'menuitem');
    for (let i = 0; i < 40 && !(await inMenu()); i++) await page.keyboard.press('Tab');
    expect(await inMenu(), 'the sidebar menu is reachable with Tab').toBe(true);
    for (let i = 0; i < 15 && !(await entry.evaluate(el => el === document.activeElement)); i++)
      await page.keyboard.press('ArrowDown');
    await expect(entry).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/testslist$/);

    await page.goto('/createtest');
    const title = `Keyboard ${Date.now()}`;
    await page.getByLabel('Title').focus();
    await page.keyboard.type(title);
    await page.keyboard.press('Tab');
    await page.keyboard.type(
      'Fasting for 10 to 12 hours is recommended before this blood test, and water only. '.repeat(2),
    );
    for (const [label, value] of [
      ['Preconditions', 'Fasting 12 hours'],
      ['Lower Price Limit', '900'],
      ['Upper Price Limit', '1500'],
      ['Average Duration', '1 Day'],
    ]) {
      // Tab moves forward through the form; stop on the labelled input.
      for (let i = 0; i < 6; i++) {
        if (await page.getByLabel(label).evaluate(el => el === document.activeElement)) break;
        await page.keyboard.press('Tab');
      }
      await expect(page.getByLabel(label)).toBeFocused();
      await page.keyboard.type(value);
    }
    await page.keyboard.press('Enter');
    await expect(page.getByText('Test Created Successfully')).toBeVisible();
    await expect(page).toHaveURL(/\/testslist$/);
  });
});
