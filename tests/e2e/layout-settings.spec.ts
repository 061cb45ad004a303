/**
 * Login and settings: a language switcher on the login page whose choice carries into the app; "Boxed"
 * visibly boxes the vertical layout at 1440 px; the preloader switch says it applies to the horizontal layout;
 * "Small Icon View" and "Condensed" look different. Screenshots in test-results/ (looked at by hand).
 */
import { expect, type Page, test } from '@playwright/test';

import { ADMIN, openSignedIn } from './helpers';

test.use({ viewport: { width: 1440, height: 900 } });

async function openSettings(page: Page) {
  await page.getByRole('button', { name: 'Settings' }).click();
  const panel = page.getByRole('dialog', { name: 'Settings' });
  await expect(panel).toBeVisible();
  return panel;
}

test('the login page has a language switcher; the chosen language stays after signing in and reloading', async ({
  page,
}) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Language: English' }).click();
  await page.getByRole('menuitem', { name: 'Deutsch' }).click();
  await expect(page.getByRole('heading', { name: 'Willkommen zurück!' })).toBeVisible();
  await page.screenshot({ path: 'test-results/login-de-1440.png' });
  await page.getByLabel('Benutzername').fill(ADMIN.email);
  await page.getByLabel('Passwort', { exact: true }).fill(ADMIN.password);
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText('Willkommen zurück, Admin')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.getByRole('button', { name: 'Sprache: Deutsch' })).toBeVisible();
  await page.reload();
  await expect(page.getByText('Willkommen zurück, Admin')).toBeVisible();
  await page.screenshot({ path: 'test-results/dashboard-de-1440.png', fullPage: true });
});

test('Boxed boxes the whole vertical layout at 1440 px: top bar, sidebar and page within 1300 px, centred', async ({
  page,
}) => {
  await openSignedIn(page, '/dashboard');
  const header = page.locator('header').first();
  const menu = page.getByRole('menu', { name: 'Main menu' });
  await expect(menu).toBeVisible();
  expect((await header.boundingBox())!.width).toBe(1440);
  expect((await menu.boundingBox())!.x).toBe(0);
  await page.screenshot({ path: 'test-results/layout-fluid-1440.png' });

  const panel = await openSettings(page);
  await panel.getByRole('radiogroup', { name: 'Layout Width' }).getByLabel('Boxed').check();
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  const inset = (1440 - 1300) / 2;
  await expect.poll(async () => (await header.boundingBox())!.width).toBe(1300);
  expect((await header.boundingBox())!.x).toBe(inset);
  expect((await menu.boundingBox())!.x).toBeGreaterThanOrEqual(inset);
  const content = (await page.locator('#main-content').boundingBox())!;
  expect(content.x + content.width).toBeLessThanOrEqual(1440 - inset);
  await page.screenshot({ path: 'test-results/layout-boxed-1440.png' });

  // Still boxed after a reload; Fluid gives the full width back.
  await page.reload();
  await expect.poll(async () => (await header.boundingBox())!.width).toBe(1300);
  await (await openSettings(page)).getByRole('radiogroup', { name: 'Layout Width' }).getByLabel('Fluid').check();
  await page.keyboard.press('Escape');
  await expect.poll(async () => (await header.boundingBox())!.width).toBe(1440);
});

test('the preloader switch says it applies to the horizontal layout (vertical layout only)', async ({ page }) => {
  await openSignedIn(page, '/dashboard');
  let panel = await openSettings(page);
  const preloader = panel.getByRole('switch', { name: 'Preloader' });
  await expect(preloader).toHaveAccessibleDescription(
    'Applies to the horizontal layout: a spinner while a page opens.',
  );
  await panel.getByRole('radiogroup', { name: 'Layout' }).getByLabel('Horizontal').check();
  panel = page.getByRole('dialog', { name: 'Settings' });
  await expect(panel.getByText('Applies to the horizontal layout')).toHaveCount(0);
  await panel.getByRole('radiogroup', { name: 'Layout' }).getByLabel('Vertical').check();
  await expect(
    page.getByRole('dialog', { name: 'Settings' }).getByText('Applies to the horizontal layout'),
  ).toBeVisible();
});

test('Small Icon View and Condensed look different: tiles of full-size icons in 70 px, dense small icons in 56 px', async ({
  page,
}) => {
  await openSignedIn(page, '/dashboard');
  const menu = page.getByRole('menu', { name: 'Main menu' });
  const current = menu.getByRole('menuitem', { name: 'Dashboard' });
  /** Chooses a sidebar type; once the menu has its width, the current entry's size, its icon's, and a screenshot. */
  const choose = async (type: string, menuWidth: number, shot: string) => {
    await (await openSettings(page)).getByRole('radiogroup', { name: 'Left Sidebar Type' }).getByLabel(type).check();
    await page.keyboard.press('Escape');
    await expect.poll(async () => Math.round((await menu.boundingBox())!.width)).toBe(menuWidth);
    const item = (await current.boundingBox())!;
    return {
      look: {
        width: Math.round(item.width),
        height: Math.round(item.height),
        icon: Math.round((await current.locator('svg').boundingBox())!.width),
      },
      shot: await menu.screenshot({ path: `test-results/sidebar-${shot}-1440.png` }),
    };
  };

  const icon = await choose('Small Icon View', 70, 'icon');
  expect(icon.look).toEqual({ width: 48, height: 48, icon: 24 });
  const condensed = await choose('Condensed', 56, 'condensed');
  expect(condensed.look).toEqual({ width: 56, height: 36, icon: 18 });
  expect(condensed.shot.equals(icon.shot)).toBe(false);
  await page.screenshot({ path: 'test-results/layout-condensed-1440.png' });
});

test('horizontal layout in German at 1280 px: the menu wraps, no sideways scroll, FAQ on screen', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await openSignedIn(page, '/verifiedlabs');
  await page.evaluate(() => {
    localStorage.setItem('RaStoreLabHub.locale', JSON.stringify('de'));
    localStorage.setItem('RaStoreLabHub.layout.type', JSON.stringify('horizontal'));
  });
  await page.reload();
  const nav = page.getByRole('navigation', { name: 'Hauptmenü' });
  await expect(nav.getByRole('link', { name: 'FAQ' })).toBeInViewport();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1280);
  const faq = (await nav.getByRole('link', { name: 'FAQ' }).boundingBox())!;
  expect(faq.x + faq.width).toBeLessThanOrEqual(1280);
});

test('Condensed, then Horizontal: the horizontal menu is shown, and Vertical brings the sidebar back', async ({
  page,
}) => {
  await openSignedIn(page, '/dashboard');
  let panel = await openSettings(page);
  await panel.getByRole('radiogroup', { name: 'Left Sidebar Type' }).getByLabel('Condensed').check();
  await panel.getByRole('radiogroup', { name: 'Layout' }).getByLabel('Horizontal').check();
  await page.keyboard.press('Escape');
  const nav = page.getByRole('navigation', { name: 'Main menu' });
  await expect(nav.getByRole('link', { name: 'FAQ' })).toBeVisible();
  // The way back: Vertical shows the whole sidebar, its type offered again.
  panel = await openSettings(page);
  await panel.getByRole('radiogroup', { name: 'Layout' }).getByLabel('Vertical').check();
  await expect(
    page.getByRole('dialog', { name: 'Settings' }).getByRole('radiogroup', { name: 'Left Sidebar Type' }),
  ).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu', { name: 'Main menu' }).getByText('FAQ')).toBeVisible();
});
