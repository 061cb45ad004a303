/**
 * Issue 10, accessibility: axe-core on every screen (administrator's and lab user's), 0 serious or critical
 * violations of WCAG 2.x A/AA, plus keyboard-only flows. New screens are added to SCREENS as they land.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { LAB, signIn } from './helpers';

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
  { path: '/dashboard', ready: async page => void (await expect(page.getByTestId('period-chart').locator('svg rect').first()).toBeVisible()) },
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
  { path: '/financialaiddetails/1', ready: async page => void (await expect(page.getByTestId('service-card').first()).toBeVisible()) },
  { path: '/invoices-list', ready: async page => void (await expect(page.getByTestId('invoice-card').first()).toBeVisible()) },
  { path: '/invoices-detail', ready: async page => void (await expect(page.getByTestId('invoice-total')).toBeVisible()) },
  { path: '/servicedetail/1', ready: async page => void (await expect(page.getByRole('link', { name: /view test/i })).toBeVisible()) },
  { path: '/notifications', ready: async page => void (await expect(page.getByTestId('notification-item').first()).toBeVisible()) },
  { path: '/pages-faqs', ready: async page => void (await expect(page.getByRole('tab').first()).toBeVisible()) },
  { path: '/history', ready: rows },
  { path: '/history/1', ready: async page => void (await expect(page.getByText('History entry #1')).toBeVisible()) },
];

/** The serious and critical WCAG 2.x A/AA violations on the page, one line each with up to 3 offending nodes. */
async function seriousViolations(page: Page, label: string): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return results.violations
    .filter(v => v.impact === 'serious' || v.impact === 'critical')
    .map(v => `${label}: ${v.id} (${v.impact}): ${v.help}\n    ${v.nodes.slice(0, 3).map(n => `${n.target.join(' ')} — ${n.failureSummary?.split('\n')[1]?.trim() ?? ''}`).join('\n    ')}`);
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

  test("every administrator's screen", async ({ page }) => {
    test.setTimeout(180_000);
    await signIn(page);
    const found: string[] = [];
    for (const screen of ADMIN_SCREENS) {
      await page.goto(screen.path);
      await screen.ready(page);
      found.push(...(await seriousViolations(page, screen.path)));
    }
    expect(found).toEqual([]);
    // Detail screens reached from the lists.
    await page.goto('/labslist');
    await page.getByRole('link', { name: /view details/i }).first().click();
    await expect(page).toHaveURL(/\/lab-overview\//);
    await expect(page.getByText(/E-QA/i).first()).toBeVisible();
    await expectNoSeriousViolations(page, '/lab-overview/{id}');
    await page.goto('/testslist');
    await page.locator('tbody tr a').first().click();
    await expect(page).toHaveURL(/\/TestOverview\//);
    await expectNoSeriousViolations(page, '/TestOverview/{id}');
    // The notification dropdown, open.
    await page.getByRole('button', { name: /unread notification/ }).click();
    await expect(page.getByTestId('notification-scroll')).toBeVisible();
    await expect(page.locator('.MuiPopover-paper')).toHaveCSS('opacity', '1');
    await expectNoSeriousViolations(page, 'notification dropdown');
  });

  test("the lab user's screens", async ({ page }) => {
    await signIn(page, LAB);
    await page.goto('/editprofile');
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
    for (let i = 0; i < 15 && !(await entry.evaluate(el => el === document.activeElement)); i++) await page.keyboard.press('ArrowDown');
    await expect(entry).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/testslist$/);

    await page.goto('/createtest');
    const title = `Keyboard ${Date.now()}`;
    await page.getByLabel('Title').focus();
    await page.keyboard.type(title);
    await page.keyboard.press('Tab');
    await page.keyboard.type('Fasting for 10 to 12 hours is recommended before this blood test, and water only. '.repeat(2));
    for (const [label, value] of [['PreConditions', 'Fasting 12 hours'], ['LowerPriceLimit', '900'], ['UpperPriceLimit', '1500'], ['AvgDuration', '1 Day']]) {
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
