import cyrillicUrl from '@fontsource-variable/roboto/files/roboto-cyrillic-wght-normal.woff2?url';
import latinUrl from '@fontsource-variable/roboto/files/roboto-latin-wght-normal.woff2?url';

import { type RobotoFace, robotoFace } from './robotoFaces';

/** Roboto's faces (src/robotoFaces.ts): each is downloaded only when the page lays out a character of its range. */
const FACES: RobotoFace[] = [robotoFace(latinUrl, 'latin'), robotoFace(cyrillicUrl, 'cyrillic')];

/**
 * Declares Roboto's faces, unless the page has already (the inline script under the last dashboard drawn declares
 * them before the page's first layout, showSnapshot.js). Each later declaration makes Chromium lay out every text of
 * the page again with fonts looked up anew (60–110 ms of the main thread on Linux, docs/PERFORMANCE.md).
 */
function addRoboto() {
  if ([...document.fonts].some(face => face.family === 'Roboto')) return;
  for (const { source, descriptors } of FACES) document.fonts.add(new FontFace('Roboto', source, descriptors));
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
