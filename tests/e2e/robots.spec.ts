import { expect, test } from '@playwright/test';

// A back-office: crawlers may read the sign-in page and nothing else; /robots.txt is a real file, not the app's page.
test('robots.txt allows the sign-in page and disallows the rest', async ({ request }) => {
  const res = await request.get('/robots.txt');
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toMatch(/^text\/plain/);
  const lines = (await res.text()).trim().split('\n');
  expect(lines).toEqual(['User-agent: *', 'Allow: /login', 'Disallow: /']);
});
