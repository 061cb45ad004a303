import cyrillicUrl from '@fontsource-variable/roboto/files/roboto-cyrillic-wght-normal.woff2?url';
import latinUrl from '@fontsource-variable/roboto/files/roboto-latin-wght-normal.woff2?url';

/**
 * Roboto as one variable woff2 per script, in the two scripts the app shows: Latin (en, es, de, it) and Cyrillic (ru),
 * with Fontsource's unicode ranges. A face added to `document.fonts` is downloaded only when the page lays out a
 * character of its range; one variable file covers every weight the app uses (400, 500, 600, 700).
 */
const FACES = [
  {
    url: latinUrl,
    unicodeRange:
      'U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+2000-206F, ' +
      'U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD',
  },
  { url: cyrillicUrl, unicodeRange: 'U+0301, U+0400-045F, U+0490-0491, U+04B0-04B1, U+2116' },
];

/** Declares Roboto's faces (`font-display: swap`: text shows in "Roboto Fallback", src/fonts.css, until they load). */
function addRoboto() {
  for (const { url, unicodeRange } of FACES)
    document.fonts.add(
      new FontFace('Roboto', `url(${url}) format('woff2')`, {
        style: 'normal',
        weight: '100 900',
        display: 'swap',
        unicodeRange,
      }),
    );
}

/**
 * Declares Roboto once the page has drawn its first text (the paint timing's `first-contentful-paint`), so its
 * download does not race the first paint; at once where the browser does not report paints.
 */
export function addRobotoAfterFirstPaint() {
  if (!PerformanceObserver.supportedEntryTypes?.includes('paint')) return addRoboto();
  const observer = new PerformanceObserver(list => {
    if (!list.getEntriesByName('first-contentful-paint').length) return;
    observer.disconnect();
    addRoboto();
  });
  observer.observe({ type: 'paint', buffered: true });
}
