/** Builds the server into `outdir` (its entry: `outdir`/index.mjs), with its route modules and migrations. */
export declare function buildServer(outdir?: string): Promise<void>;
