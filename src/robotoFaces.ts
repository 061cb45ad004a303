/**
 * Roboto as one variable woff2 per script, in the two scripts the app shows: Latin (en, es, de, it) and Cyrillic (ru),
 * with Fontsource's unicode ranges and the descriptors every face is declared with (`font-display: swap`: text shows
 * in "Roboto Fallback", src/fonts.css, until the face loads; one variable file covers every weight the app uses).
 * Read by src/roboto.ts, and at build time by vite.config.ts, which writes the faces with their hashed files into the
 * inline script that shows the last dashboard drawn (src/pages/Dashboard/showSnapshot.js).
 */
export const ROBOTO_FILES = {
  latin: 'roboto-latin-wght-normal.woff2',
  cyrillic: 'roboto-cyrillic-wght-normal.woff2',
} as const;

const ROBOTO_UNICODE_RANGES: Record<keyof typeof ROBOTO_FILES, string> = {
  latin:
    'U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+2000-206F, ' +
    'U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD',
  cyrillic: 'U+0301, U+0400-045F, U+0490-0491, U+04B0-04B1, U+2116',
};

/** A face as `new FontFace('Roboto', source, descriptors)` takes it. */
export interface RobotoFace {
  source: string;
  descriptors: FontFaceDescriptors;
}

export const robotoFace = (url: string, script: keyof typeof ROBOTO_FILES): RobotoFace => ({
  source: `url(${url}) format('woff2')`,
  descriptors: { style: 'normal', weight: '100 900', display: 'swap', unicodeRange: ROBOTO_UNICODE_RANGES[script] },
});
