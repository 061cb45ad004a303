/**
 * The API reference page the product serves at /api/docs/: Swagger UI (a maintained renderer, from the npm package's
 * own copy) over the same document as GET /api/openapi.json, public, every file it loads served here — no CDN, no
 * call to an online validator — under the API's Content-Security-Policy (scripts from 'self' only).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { API_REFERENCE_PATH } from '../app/plugins.js';
import { createTestApp, type TestApp } from '../test/harness.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

describe('the API reference page', () => {
  it('is served without a token, with every script and style it loads, and nothing from elsewhere', async () => {
    const page = await t.call({ method: 'GET', url: `${API_REFERENCE_PATH}/`, token: null });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain('<title>LabHub API reference</title>');
    expect(String(page.headers['content-security-policy'])).toContain("script-src 'self'");
    const assets = [...page.body.matchAll(/(?:src|href)="([^"]+)"/g)].map(m => m[1]);
    expect(assets.length).toBeGreaterThanOrEqual(5);
    for (const asset of assets) {
      expect(asset, 'a file of this server').not.toMatch(/^(https?:)?\/\//);
      const res = await t.call({
        method: 'GET',
        url: new URL(asset, `http://x${API_REFERENCE_PATH}/`).pathname,
        token: null,
      });
      expect(res.statusCode, asset).toBe(200);
      if (asset.endsWith('.js')) {
        expect(res.headers['content-type'], asset).toMatch(/javascript/);
        // No script names a script, style or JSON file on another host (the online validator badge is off).
        expect(
          /https?:\/\/(?!www\.w3\.org|swagger\.io\/|github\.com)[\w.-]+\/[\w/.-]*\.(js|css|json)\b/.test(res.body),
          asset,
        ).toBe(false);
      }
    }
    const initializer = await t.call({
      method: 'GET',
      url: `${API_REFERENCE_PATH}/static/swagger-initializer.js`,
      token: null,
    });
    expect(initializer.body).toContain('validatorUrl: null');
  });

  it('renders the same document as GET /api/openapi.json', async () => {
    const served = await t.call({ method: 'GET', url: `${API_REFERENCE_PATH}/json`, token: null });
    const doc = await t.call({ method: 'GET', url: '/api/openapi.json', token: null });
    expect(served.statusCode).toBe(200);
    expect(served.json()).toEqual(doc.json());
  });
});
