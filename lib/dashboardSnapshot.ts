/**
 * The administrator's dashboard as it was last drawn on this device, shown at once on the next visit that opens on it
 * while the app's files download and start, then replaced by the live dashboard (docs/DECISIONS.md, "The last
 * dashboard drawn, shown while the app starts").
 *
 * - Saved (`saveDashboardSnapshot`) by the dashboard once its first screen is drawn and after every change, in
 *   localStorage: the app's elements in `#root` as data (`SnapshotNode`) and the style rules Emotion has inserted that
 *   can style them, with the fingerprint of what drew it (who, the window's width, the language and layout
 *   preferences).
 * - Shown by an inline script of index.html (src/pages/Dashboard/showSnapshot.js) as the page is parsed, when the
 *   fingerprint is the same: in a closed shadow root (its copies are not the page's elements: no query, test or
 *   assistive technology meets them twice), inert, under a moving bar that says the figures are being updated, over
 *   `#root`, which is laid out but hidden until then.
 * - Replaced (`releaseDashboardSnapshot`) in one frame when the live dashboard has drawn what the screen shows (no
 *   skeleton or spinner left within the window), when the app goes elsewhere (a lab user's home, the sign-in page),
 *   or after SNAPSHOT_MAX_MS.
 * - Forgotten at sign-out (authProvider/storage.ts `clearAuthUser`).
 */
export const SNAPSHOT_KEY = 'labhub.dashboardSnapshot';
/** The element showing the snapshot (showSnapshot.js creates it) and the style rule hiding `#root` meanwhile. */
export const SNAPSHOT_HOST_ID = 'dashboard-snapshot';
export const SNAPSHOT_HIDE_ID = 'dashboard-snapshot-hide';
/** The longest the snapshot stays when the live dashboard does not draw (an error elsewhere in the app). */
export const SNAPSHOT_MAX_MS = 10_000;
/** Above this many characters (the copy's nodes and styles) nothing is saved: localStorage is the app store's too. */
const SNAPSHOT_MAX_CHARS = 1_500_000;

/** The preferences that change how the dashboard is drawn (react-admin's store: language, layout, sidebar). */
const DRAWING_PREFERENCE = /^RaStoreLabHub\.(locale|layout\.|sidebar\.open)/;

export interface DashboardSnapshot {
  fingerprint: string;
  nodes: SnapshotNode[];
  css: string;
  savedAt: number;
}

/**
 * Who drew the dashboard and how: the signed-in user's id, the window's width and the drawing preferences. The inline
 * script computes the same string (showSnapshot.js `fingerprint`); tested against it in dashboardSnapshot.test.ts.
 */
export function snapshotFingerprint(): string {
  let user: unknown;
  try {
    user = (JSON.parse(localStorage.getItem('authUser') ?? 'null') as { id?: unknown } | null)?.id ?? null;
  } catch {
    user = null;
  }
  const preferences: string[][] = [];
  for (let i = 0; i < localStorage.length; i++) {
    const key = localStorage.key(i);
    if (key && DRAWING_PREFERENCE.test(key)) preferences.push([key, localStorage.getItem(key) ?? '']);
  }
  preferences.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
  return JSON.stringify([user, innerWidth, preferences]);
}

const BUSY = '.MuiSkeleton-root, .MuiCircularProgress-root, .MuiLinearProgress-indeterminate';

/** The app has drawn a screen's content and nothing within the window is still loading. */
export function drawnOnScreen(root: Element): boolean {
  if (!root.querySelector('main .MuiCard-root')) return false;
  return !Array.from(root.querySelectorAll(BUSY)).some(el => el.getBoundingClientRect().top < innerHeight);
}

/** A selector's states and pseudo-elements (`:hover`, `::before`, `:not(…)`), which querySelector cannot test here. */
const PSEUDO = /::?[a-zA-Z-]+(\((?:[^()]|\([^()]*\))*\))?/g;

/** Whether a style rule's selector can style an element of `root` (when in doubt, yes). */
function styles(root: Element, selector: string): boolean {
  return selector.split(',').some(part => {
    const plain = part.replace(PSEUDO, '').trim();
    if (!plain || /^[>+~]|[>+~]$/.test(plain)) return true;
    try {
      return root.querySelector(plain) !== null;
    } catch {
      return true;
    }
  });
}

/** The rules of `list` that can style an element of `root`; at-rules other than @media and @supports kept whole. */
function rulesFor(root: Element, list: CSSRuleList, out: string[]) {
  for (const rule of Array.from(list)) {
    if ('selectorText' in rule && typeof rule.selectorText === 'string') {
      if (styles(root, rule.selectorText)) out.push(rule.cssText);
      continue;
    }
    // A rule's cssText serializes every rule inside it: read once.
    const text = rule.cssText;
    const at = /^@(media|supports)\b/.exec(text)?.[1];
    if (at && 'cssRules' in rule && 'conditionText' in rule) {
      const group = rule as CSSConditionRule;
      const inner: string[] = [];
      rulesFor(root, group.cssRules, inner);
      if (inner.length) out.push(`@${at} ${group.conditionText}{${inner.join('')}}`);
    } else out.push(text);
  }
}

/**
 * The rules Emotion has inserted (its `<style data-emotion>` sheets, rules added with insertRule included) that can
 * style the elements kept: the app's other screens' rules are most of them by the time the dashboard is left.
 */
function emotionRules(root: Element): string {
  const rules: string[] = [];
  for (const sheet of Array.from(document.styleSheets)) {
    const owner = sheet.ownerNode;
    if (!(owner instanceof Element) || !owner.hasAttribute('data-emotion')) continue;
    rulesFor(root, sheet.cssRules, rules);
  }
  return rules.join('\n');
}

/** How far down the page the copy keeps the elements, in windows' heights: what a reload shows before any scroll. */
const KEPT_SCREENS = 1.5;

/**
 * A node of the copy: a text, or an element as `[tag, attributes, ...children]`. The inline script builds it back with
 * `createElement` and `setAttribute` (no HTML is parsed: the app never writes raw HTML, security.test.ts), and is the
 * one place that leaves out event-handler attributes, `javascript:` values, scripts, styles and frames.
 */
type SnapshotNode = string | [string, Record<string, string>, ...SnapshotNode[]];

/**
 * `element`'s children as copy nodes, without the elements that start below KEPT_SCREENS windows (the charts and
 * tables further down the page).
 */
function nodesOnScreen(element: Element, limit: number): SnapshotNode[] {
  const nodes: SnapshotNode[] = [];
  for (const child of Array.from(element.childNodes)) {
    if (child.nodeType === Node.TEXT_NODE) nodes.push(child.textContent ?? '');
    else if (child instanceof Element && child.getBoundingClientRect().top <= limit) {
      const attributes: Record<string, string> = {};
      for (const { name, value } of Array.from(child.attributes)) attributes[name] = value;
      nodes.push([child.localName, attributes, ...nodesOnScreen(child, limit)]);
    }
  }
  return nodes;
}

/** Saves the dashboard drawn in `root` now, when it is drawn and no snapshot is shown over it. */
export function saveDashboardSnapshot(root: Element): boolean {
  if (document.getElementById(SNAPSHOT_HOST_ID) || !drawnOnScreen(root)) return false;
  const snapshot: DashboardSnapshot = {
    fingerprint: snapshotFingerprint(),
    nodes: nodesOnScreen(root, KEPT_SCREENS * innerHeight),
    css: emotionRules(root),
    savedAt: Date.now(),
  };
  const value = JSON.stringify(snapshot);
  if (value.length > SNAPSHOT_MAX_CHARS) return false;
  try {
    localStorage.setItem(SNAPSHOT_KEY, value);
    return true;
  } catch {
    return false; // storage full or refused: the next visit draws as before
  }
}

export function forgetDashboardSnapshot() {
  try {
    localStorage.removeItem(SNAPSHOT_KEY);
  } catch {
    // no storage: nothing was kept
  }
}

/**
 * While the inline script shows a snapshot: replaces it by `root` in one frame once the live dashboard has drawn what
 * the window shows, or the app has left the page it opened on, or after SNAPSHOT_MAX_MS.
 */
export function releaseDashboardSnapshot(root: HTMLElement) {
  const host = document.getElementById(SNAPSHOT_HOST_ID);
  if (!host) return;
  const path = location.pathname;
  let frame = 0;
  const release = () => {
    observer.disconnect();
    clearTimeout(timer);
    cancelAnimationFrame(frame);
    host.remove();
    document.getElementById(SNAPSHOT_HIDE_ID)?.remove();
  };
  const observer = new MutationObserver(() => {
    if (frame) return;
    frame = requestAnimationFrame(() => {
      frame = 0;
      if (location.pathname !== path || drawnOnScreen(root)) release();
    });
  });
  observer.observe(root, { childList: true, subtree: true, attributes: true, characterData: true });
  const timer = setTimeout(release, SNAPSHOT_MAX_MS);
}
