/**
 * Security hygiene: response headers (helmet-style), CORS (off unless CORS_ORIGIN names the allowed origins) and
 * the sign-in throttle (429 after repeated failures for the same account from the same address).
 */
import type { FastifyInstance } from 'fastify';

/**
 * The app is self-contained (fonts, scripts, styles served here). Images may come from a configured map tile server
 * and connections from Firebase when push is configured, hence https: there. Emotion and Leaflet set inline styles.
 * Inline scripts only by hash (`scriptHashes`: index.html's, server/app/staticFiles.ts).
 */
export const contentSecurityPolicy = (scriptHashes: readonly string[] = []) =>
  [
    "default-src 'self'",
    `script-src ${["'self'", ...scriptHashes].join(' ')}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https: http:",
    "font-src 'self' data:",
    "connect-src 'self' https:",
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');

const CONTENT_SECURITY_POLICY = contentSecurityPolicy();

const SECURITY_HEADERS: Record<string, string> = {
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
  'Referrer-Policy': 'no-referrer',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Cross-Origin-Resource-Policy': 'same-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=()',
  'Content-Security-Policy': CONTENT_SECURITY_POLICY,
};

export function registerSecurityHeaders(app: FastifyInstance) {
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(SECURITY_HEADERS);
    done();
  });
}

/** CORS_ORIGIN: unset or empty → no cross-origin access (the app is served from the same origin); '*' → any; else a comma list. */
export function corsOrigins(value: string | undefined): false | true | string[] {
  const v = (value ?? '').trim();
  if (!v) return false;
  if (v === '*') return true;
  return v
    .split(',')
    .map(s => s.trim())
    .filter(Boolean);
}

/**
 * TRUST_PROXY: the reverse proxies whose X-Forwarded-For / X-Forwarded-Proto are believed — a comma list of
 * addresses and CIDR ranges (or proxy-addr's names `loopback`, `linklocal`, `uniquelocal`). "Trust everyone"
 * (`1`, `true`, `*`, `all`) is refused: anyone could then pick the address the throttle counts.
 */
export function trustedProxies(value: string | undefined): string[] | false {
  const v = (value ?? '').trim();
  if (!v) return false;
  if (['1', 'true', '*', 'all', 'yes'].includes(v.toLowerCase())) {
    throw new Error(
      `TRUST_PROXY must list the proxy addresses to trust (e.g. TRUST_PROXY=127.0.0.1 or 10.0.0.0/8), not "${v}": trusting every sender lets anyone choose their address.`,
    );
  }
  const list = v
    .split(',')
    .map(s => s.trim())
    .filter(Boolean);
  const name = /^(loopback|linklocal|uniquelocal)$/;
  const ip4 = /^(\d{1,3}\.){3}\d{1,3}(\/\d{1,2})?$/;
  const ip6 = /^[0-9a-f:.]+(\/\d{1,3})?$/i;
  for (const item of list)
    if (!name.test(item) && !ip4.test(item) && !(item.includes(':') && ip6.test(item)))
      throw new Error(`TRUST_PROXY: "${item}" is not an address, a CIDR range or loopback/linklocal/uniquelocal.`);
  return list;
}

/** HSTS, sent only on answers the client received over HTTPS (TLS here, or X-Forwarded-Proto from a trusted proxy). */
const HSTS = 'max-age=31536000; includeSubDomains';

export function registerHsts(app: FastifyInstance) {
  app.addHook('onRequest', (request, reply, done) => {
    if (request.protocol === 'https') reply.header('Strict-Transport-Security', HSTS);
    done();
  });
}
