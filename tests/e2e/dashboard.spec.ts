/** Issue 7: every dashboard figure equals the API's aggregate (SPEC §2 Dashboard, §9 chart defaults). */
import { expect, test, type Page } from '@playwright/test';
import { apiGet, LAB, signIn } from './helpers';

const n = (value: number) => value.toLocaleString('en-US');
const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

interface PeriodData {
  labels: string[];
  series: { name: string; data: number[] }[];
}

const seriesSum = (data: PeriodData, name: string) => sum(data.series.find((s) => s.name === name)!.data);

async function expectPeriodTotals(page: Page, data: PeriodData) {
  await expect(page.getByTestId('period-sales')).toHaveText(n(seriesSum(data, 'Sales')));
  await expect(page.getByTestId('period-earnings')).toHaveText(n(seriesSum(data, 'Earnings')));
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
  await expect(greeting).toContainText(`${n(users[0]!)}Users`);

  // The four cards and where they lead.
  const card = (title: string) => page.getByRole('link', { name: new RegExp(title) });
  await expect(card('Total Financial Aid')).toContainText(n(fa.total));
  await expect(card('Total Financial Aid')).toHaveAttribute('href', '/donations');
  await expect(card('Total Labs Registered')).toContainText(n(sum(labs)));
  await expect(card('Total Labs Registered')).toHaveAttribute('href', '/verifiedlabs');
  await expect(page.getByRole('link', { name: 'view unverified labs' })).toHaveAttribute('href', '/pendingverifications');
  await expect(card('Total Revenue')).toContainText(`RS. ${n(earnings.total)}`);
  await expect(card('Total Revenue')).toHaveAttribute('href', '/accountsrecievable');
  await expect(card('Total Complaints Resolved')).toContainText(n(complaints.resolved));
  await expect(card('Total Complaints Resolved')).toHaveAttribute('href', '/patientcomplaints');

  // User statistics: [total, unverified, verified, male, female].
  for (const [index, key] of ['total', 'unverified', 'verified', 'male', 'female'].entries()) {
    await expect(page.getByTestId(`user-stat-${key}`)).toContainText(n(users[index]!));
  }

  // Lab donut: verified versus unverified, drawn as an SVG chart.
  await expect(page.getByTestId('lab-donut')).toHaveAttribute('aria-label', `${n(labs[0])} verified and ${n(labs[1])} unverified labs`);
  await expect(page.getByTestId('lab-donut').locator('svg path').first()).toBeVisible();

  // Payable amounts: the newest five, as the API orders them.
  const payables = await apiGet<{ orderId: number }[]>(page, '/Appointments/getaccountspayable?_start=0&_end=5&_sort=orderId&_order=DESC');
  const orderIds = await page.getByTestId('dashboard-payables').locator('tbody tr td:nth-child(1)').allInnerTexts();
  expect(orderIds.map(Number)).toEqual(payables.map((p) => p.orderId));
  await page.screenshot({ path: '/tmp/issue7-dashboard.png', fullPage: true });
});

test('sales and earnings: yearly by default, weekly and monthly switch; month charts default to jan', async ({ page }) => {
  await signIn(page);
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
  await expect(page.getByTestId('earnings-total')).toHaveText(`RS. ${n(jan.total)}`);
  const janTop = await apiGet<{ items: { title: string }[] }>(page, '/top-selling-data/jan');
  if (janTop.items.length) await expect(page.getByTestId('top-selling')).toContainText(janTop.items[0]!.title);

  const earningsCard = page.locator('section').filter({ hasText: 'Earnings by Month' });
  await earningsCard.getByRole('combobox', { name: 'Month' }).click();
  await page.getByRole('option', { name: 'Oct' }).click();
  const oct = await apiGet<{ total: number }>(page, '/earning-charts-data/oct');
  await expect(page.getByTestId('earnings-total')).toHaveText(`RS. ${n(oct.total)}`);
});

test('a lab user sees the greeting only (the totals are admin calls)', async ({ page }) => {
  await signIn(page, LAB);
  await page.goto('/dashboard');
  await expect(page.getByText(/Welcome Back/)).toBeVisible();
  await expect(page.getByText('Total Financial Aid')).toHaveCount(0);
  await expect(page.getByText('User Statistics')).toHaveCount(0);
});
