/**
 * Debian's Chromium as the browser tests (playwright.config.ts) and the benchmarks (bench/) launch it.
 */
import { chromium, type LaunchOptions } from 'playwright-core';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** The launch switches of the developers' brief. */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * Browser features turned off on top of Playwright's own list. Chromium 156 (Debian's since November 2026) gives
 * every window of a headless browser the omnibox popup as a WebUI page (`chrome://omnibox-popup.top-chrome/`, "AI
 * Mode" included) in a renderer of its own, which runs its scripts while the page under test loads: on two cores it
 * took CPU from the page in every browser test and every mobile bench visit (docs/PERFORMANCE.md). A visitor's phone
 * has no such renderer beside the page.
 */
export const CHROMIUM_FEATURES_OFF = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup', 'WebUIOmniboxFullPopup'];

let cached: Promise<LaunchOptions> | undefined;

/**
 * The launch options: executable, the brief's switches, and one `--disable-features` holding Playwright's list and
 * ours. Chromium reads only the last `--disable-features` it is given, so ours replaces Playwright's (read from the
 * command line Playwright builds, through a short-lived browser server) rather than adding to it.
 */
export function chromiumLaunchOptions(): Promise<LaunchOptions> {
  cached ??= (async () => {
    const probe = await chromium.launchServer({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
    const theirs = probe.process().spawnargs.find(arg => arg.startsWith('--disable-features='));
    await probe.close();
    const features = [
      ...(theirs ? theirs.slice('--disable-features='.length).split(',').filter(Boolean) : []),
      ...CHROMIUM_FEATURES_OFF,
    ];
    return {
      executablePath: CHROMIUM_PATH,
      args: [...CHROMIUM_ARGS, `--disable-features=${features.join(',')}`],
      ignoreDefaultArgs: theirs ? [theirs] : [],
    };
  })();
  return cached;
}
