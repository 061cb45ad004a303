/** A browser and system in a few words ("Chrome on Android") from a User-Agent header; null when neither is known. */
export function describeUserAgent(userAgent: string | null | undefined): string | null {
  if (!userAgent) return null;
  const browser = [
    ['Edg/', 'Edge'],
    ['OPR/', 'Opera'],
    ['SamsungBrowser/', 'Samsung Internet'],
    ['Firefox/', 'Firefox'],
    ['Chrome/', 'Chrome'],
    ['Chromium/', 'Chromium'],
    ['Safari/', 'Safari'],
  ].find(([token]) => userAgent.includes(token))?.[1];
  const system = [
    ['Android', 'Android'],
    ['iPhone', 'iPhone'],
    ['iPad', 'iPad'],
    ['Windows', 'Windows'],
    ['Mac OS X', 'macOS'],
    ['CrOS', 'ChromeOS'],
    ['Linux', 'Linux'],
  ].find(([token]) => userAgent.includes(token))?.[1];
  if (browser && system) return `${browser} · ${system}`;
  return browser ?? system ?? null;
}
