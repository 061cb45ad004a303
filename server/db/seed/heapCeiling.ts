/**
 * The V8 heap ceiling of a large seed. V8's default old-space limit grows with the machine's memory (≈ 4.3 GB on a
 * 24 GB machine) and the collector lets garbage pile up towards it: a million labs reached ≈ 1.9 GB of heap (2.1 GB
 * RSS) for a live set near 1 GB. Under a ceiling the collector runs before the heap passes it. Node reads
 * `--max-old-space-size` only when it starts, so the seed tool starts itself again with it (server/db/seedCli.ts).
 */
import { getHeapStatistics } from 'node:v8';

/** The old-space ceiling (MB): the RSS stays under 2 GB with Node's own ≈ 150–250 MB beside the heap. */
export const HEAP_CEILING_MB = 1600;
/**
 * The young generation's semi-space (MB), twice V8's default: a large seed allocates short-lived texts by the million
 * (COPY lines, words), and fewer scavenges promote fewer of them (docs/DECISIONS.md, "The seeder's own CPU").
 */
export const SEMI_SPACE_MB = 32;
/** From this many labs on (below it the seed's heap stays under ≈ 450 MB: 250,000 labs peaked at 445 MB). */
export const HEAP_CEILING_FROM_LABS = 200_000;

/**
 * The Node arguments (`execArgv` with the ceiling and the semi-space) to run a seed of `labs` labs under the ceiling,
 * or undefined when the seed is small or the process already runs under a limit at most ≈ the ceiling (`heapLimit`:
 * V8's, in bytes).
 */
export function heapCeilingArgs(
  labs: number,
  execArgv: string[] = process.execArgv,
  heapLimit: number = getHeapStatistics().heap_size_limit,
): string[] | undefined {
  if (labs < HEAP_CEILING_FROM_LABS) return undefined;
  // heap_size_limit is the old space plus the young generation's semi-spaces (a few tens of MB).
  if (heapLimit <= (HEAP_CEILING_MB + 128) * 2 ** 20) return undefined;
  return [...execArgv, `--max-old-space-size=${HEAP_CEILING_MB}`, `--max-semi-space-size=${SEMI_SPACE_MB}`];
}
