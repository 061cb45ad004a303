import { execFileSync } from 'node:child_process';

import { describe, expect, it } from 'vitest';

import { HEAP_CEILING_FROM_LABS, HEAP_CEILING_MB, heapCeilingArgs, SEMI_SPACE_MB } from './heapCeiling.js';

const GB = 2 ** 30;

describe('the heap ceiling of a large seed', () => {
  it('applies from HEAP_CEILING_FROM_LABS labs on, unless the process already runs under it', () => {
    expect(heapCeilingArgs(HEAP_CEILING_FROM_LABS - 1, [], 4.3 * GB)).toBeUndefined();
    expect(heapCeilingArgs(HEAP_CEILING_FROM_LABS, ['--import', 'tsx'], 4.3 * GB)).toEqual([
      '--import',
      'tsx',
      `--max-old-space-size=${HEAP_CEILING_MB}`,
      `--max-semi-space-size=${SEMI_SPACE_MB}`,
    ]);
    // The restarted seed finds its own limit (the ceiling plus the young generation) and does not start again.
    expect(heapCeilingArgs(1_000_000, [], (HEAP_CEILING_MB + 3 * SEMI_SPACE_MB) * 2 ** 20)).toBeUndefined();
  });

  it('gives a Node process whose V8 heap limit is the ceiling', () => {
    const args = heapCeilingArgs(1_000_000, [], 4.3 * GB);
    expect(args).toBeDefined();
    const limit = Number(
      execFileSync(process.execPath, [
        ...args!,
        '-e',
        "process.stdout.write(String(require('node:v8').getHeapStatistics().heap_size_limit))",
      ]).toString(),
    );
    const mb = limit / 2 ** 20;
    expect(mb).toBeGreaterThanOrEqual(HEAP_CEILING_MB);
    expect(mb).toBeLessThan(HEAP_CEILING_MB + 128);
    // The limit this process would be restarted from is indeed above it (Node's default on a machine with > 3 GB).
    expect(heapCeilingArgs(1_000_000, [], limit)).toBeUndefined();
  });
});
