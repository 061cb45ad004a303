/**
 * `{<folder>: messages}` from the modules of `import.meta.glob('../../resources/*\/messages.ts', …)`, keyed by the
 * resource folder's name (`resources/labs/messages.ts` → `labs`). Each src/i18n/<lang>.ts passes its own glob with
 * `query: '?lang=<lang>'` and `import: '<lang>'`: a distinct module id per language, so the build keeps only that
 * language's export in that language's chunk (the login page ships English only), and a new resource folder with a
 * messages.ts is picked up without an edit here.
 */
export const byFolder = (modules: Record<string, unknown>): Record<string, object> =>
  Object.fromEntries(
    Object.entries(modules).map(([path, messages]) => {
      const folder = /\/resources\/([^/]+)\/messages\.ts$/.exec(path)?.[1];
      if (!folder || typeof messages !== 'object' || messages === null)
        throw new Error(`Not a resource's messages: ${path}`);
      return [folder, messages];
    }),
  );
