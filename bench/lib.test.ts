import { readFileSync } from 'node:fs';

import { describe, expect, it } from 'vitest';

import { launch, stop } from './lib';

/** Whether the process runs (a zombie, ended but not yet reaped by whoever adopted it, does not). */
const running = (pid: number) => {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3) !== 'Z';
  } catch {
    return false;
  }
};

describe('stop', () => {
  it('returns once every process of the group has ended, not when its leader has (as npm leaves the server)', async () => {
    // The leader exits at once on SIGTERM; its child takes 400 ms to close (as the server does).
    const child = `process.on('SIGTERM', () => setTimeout(() => process.exit(0), 400));
      console.log('child ' + process.pid);
      setInterval(() => {}, 1000);`;
    const leader = `
      const { spawn } = require('node:child_process');
      spawn(process.execPath, ['-e', ${JSON.stringify(child)}], { stdio: ['ignore', 'inherit', 'ignore'] });
      process.on('SIGTERM', () => process.exit(0));
      setInterval(() => {}, 1000);`;
    const launched = launch(process.execPath, ['-e', leader], {}, text => /child (\d+)/.exec(text)?.[1], 'a leader');
    const childPid = Number(await launched.ready);
    expect(running(childPid)).toBe(true);
    await stop(launched);
    expect(launched.child.exitCode ?? launched.child.signalCode).not.toBeNull();
    expect(running(childPid)).toBe(false);
  });
});
