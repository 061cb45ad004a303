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
 * - Lent to Emotion (`lendDashboardStyles`) before the app's libraries start: the rules Emotion had inserted for the
 *   dashboard and the shell, saved beside the snapshot, so the live dashboard's first commits do not compile them
 *   again.
 * - Forgotten at sign-out (authProvider/storage.ts `clearAuthUser`).
 */
export const SNAPSHOT_KEY = 'labhub.dashboardSnapshot';
/** Where the rules Emotion inserted while the dashboard was drawn are kept (`DashboardStyles`), beside the snapshot. */
export const SNAPSHOT_STYLES_KEY = 'labhub.dashboardStyles';
/** The element showing the snapshot (showSnapshot.js creates it) and the style rule hiding `#root` meanwhile. */
export const SNAPSHOT_HOST_ID = 'dashboard-snapshot';
export const SNAPSHOT_HIDE_ID = 'dashboard-snapshot-hide';
/** The `<style>` of the rules lent to Emotion (`lendDashboardStyles`). */
export const SNAPSHOT_STYLES_ID = 'dashboard-snapshot-styles';
/** The longest the snapshot stays when the live dashboard does not draw (an error elsewhere in the app). */
export const SNAPSHOT_MAX_MS = 10_000;
/** Above this many characters (the copy's nodes and styles) nothing is saved: localStorage is the app store's too. */
const SNAPSHOT_MAX_CHARS = 1_500_000;

/** The preferences that change how the dashboard is drawn (react-admin's store: language, layout, sidebar). */
const DRAWING_PREFERENCE = /^RaStoreLabHub\.(locale|layout\.|sidebar\.open)/;

/**
 * The rules Emotion inserted while the dashboard was drawn (`.css-NAME` rules and @keyframes), in the order inserted,
 * with the NAMEs they belong to: what a server-rendered page gives Emotion in `<style data-emotion="css NAME…">`.
 */
export interface DashboardStyles {
  names: string[];
  css: string;
}

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

/**
 * Set on an element of the live page while more of it is still to be mounted (the dashboard's stages,
 * DashboardPage.tsx): the copy stays until it is gone.
 */
export const DRAWING_ATTRIBUTE = 'data-drawing';
const BUSY = `.MuiSkeleton-root, .MuiCircularProgress-root, .MuiLinearProgress-indeterminate, [${DRAWING_ATTRIBUTE}]`;

/** Whether the last dashboard drawn is shown in the page's place now. */
export function snapshotShown(): boolean {
  return document.getElementById(SNAPSHOT_HOST_ID) !== null;
}

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

/**
 * The sheets of Emotion's default cache: the ones it inserts into (`data-emotion="css"`) and the rules lent to it at
 * this page's start (SNAPSHOT_STYLES_ID), whose names it never inserts again. Not its global sheets
 * (`css-global`: <GlobalStyles>, inserted on every mount), nor the pre-rendered sign-in page's (`css NAME…`, in
 * index.html on every visit).
 */
const cacheSheets = () =>
  Array.from(document.styleSheets).filter(sheet => {
    const owner = sheet.ownerNode;
    return (
      owner instanceof Element && (owner.getAttribute('data-emotion') === 'css' || owner.id === SNAPSHOT_STYLES_ID)
    );
  });

/** Each cache sheet's number of rules when the dashboard was first left: the rules after it are other screens'. */
let rulesWhenLeft: Map<CSSStyleSheet, number> | undefined;

/**
 * Called as the dashboard is left for another page: the rules Emotion inserts from then on are not lent with the
 * dashboard. Those inserted until then are the dashboard's and the shell's, its loading states' and the outer
 * layers of composed styled components (inserted under their own names, which no element carries) included.
 */
export function dashboardLeft() {
  rulesWhenLeft ??= new Map(cacheSheets().map(sheet => [sheet, sheet.cssRules.length]));
}

/** The NAME of each `.css-NAME` in a selector. */
const EMOTION_SELECTOR = /\.css-([\w-]+)/g;

/** The names of the classes that `rules`' style rules (within @media and @supports too) are written for. */
function ruleNames(rules: CSSRule[], names: Set<string>) {
  for (const rule of rules) {
    if ('selectorText' in rule && typeof rule.selectorText === 'string')
      for (const match of rule.selectorText.matchAll(EMOTION_SELECTOR)) names.add(match[1]);
    else if ('cssRules' in rule && 'conditionText' in rule) ruleNames(Array.from(rule.cssRules as CSSRuleList), names);
  }
}

/**
 * The rules Emotion's cache holds for this page's life until the dashboard was first left (all of them if it was
 * not), in the order inserted, with their names (DashboardStyles). Emotion inserts all of a style's rules at once,
 * every one scoped by its class, so each name comes with all its rules.
 */
function dashboardStyles(): DashboardStyles {
  const rules: CSSRule[] = [];
  for (const sheet of cacheSheets())
    rules.push(...Array.from(sheet.cssRules).slice(0, rulesWhenLeft ? (rulesWhenLeft.get(sheet) ?? 0) : undefined));
  const names = new Set<string>();
  ruleNames(rules, names);
  return { names: [...names], css: rules.map(rule => rule.cssText).join('\n') };
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
  const styles = JSON.stringify(dashboardStyles());
  if (value.length + styles.length > SNAPSHOT_MAX_CHARS) return false;
  try {
    localStorage.setItem(SNAPSHOT_KEY, value);
    localStorage.setItem(SNAPSHOT_STYLES_KEY, styles);
    return true;
  } catch {
    return false; // storage full or refused: the next visit draws as before
  }
}

export function forgetDashboardSnapshot() {
  rulesWhenLeft = undefined;
  try {
    localStorage.removeItem(SNAPSHOT_KEY);
    localStorage.removeItem(SNAPSHOT_STYLES_KEY);
  } catch {
    // no storage: nothing was kept
  }
}

/**
 * While a snapshot is shown, before the app's libraries are evaluated: the rules Emotion inserted while the dashboard
 * was last drawn (DashboardStyles) in a `<style data-emotion="css NAME…">`, which Emotion's cache adopts when it is
 * created, as it adopts a server-rendered page's: it marks those NAMEs inserted, so the live dashboard's commits
 * compile with stylis only the styles not met last time (docs/PERFORMANCE.md, session 34). A NAME is its style's
 * hash: it stands for the same rules in every build; a name the app does not draw this time costs only unused rules.
 */
export function lendDashboardStyles() {
  let styles: Partial<DashboardStyles> | null;
  try {
    styles = JSON.parse(localStorage.getItem(SNAPSHOT_STYLES_KEY) ?? 'null') as Partial<DashboardStyles> | null;
  } catch {
    return;
  }
  const names = Array.isArray(styles?.names) ? styles.names.filter(name => /^[\w-]+$/.test(String(name))) : [];
  if (!names.length || typeof styles?.css !== 'string') return;
  const style = document.createElement('style');
  style.id = SNAPSHOT_STYLES_ID;
  style.setAttribute('data-emotion', ['css', ...names].join(' '));
  // Already where Emotion moves a server-rendered page's styles (the end of <head>): `data-s` tells it so, and spares
  // moving it, which would parse its rules again.
  style.setAttribute('data-s', '');
  style.textContent = styles.css;
  document.head.appendChild(style);
}

/**
 * While the inline script shows a snapshot: replaces it by `root` in one frame once the live dashboard has drawn what
 * the window shows, or the app has left the page it opened on, or after SNAPSHOT_MAX_MS. The check runs in a task of
 * its own after each of the app's changes: it lays the hidden live dashboard out (`drawnOnScreen` measures it), so the
 * frame that swaps it in has only the swap to style and paint.
 */
export function releaseDashboardSnapshot(root: HTMLElement) {
  const host = document.getElementById(SNAPSHOT_HOST_ID);
  if (!host) return;
  const path = location.pathname;
  let check: ReturnType<typeof setTimeout> | undefined;
  let frame = 0;
  const release = () => {
    observer.disconnect();
    clearTimeout(timer);
    clearTimeout(check);
    cancelAnimationFrame(frame);
    host.remove();
    document.getElementById(SNAPSHOT_HIDE_ID)?.remove();
  };
  const observer = new MutationObserver(() => {
    if (check !== undefined || frame) return;
    check = setTimeout(() => {
      check = undefined;
      if (location.pathname !== path || drawnOnScreen(root)) frame = requestAnimationFrame(release);
      // Lays out what the app has mounted so far (the dashboard mounts in stages while the copy is shown), so that
      // each stage's style and layout is a task of its own rather than all of them in the frame that swaps.
      else root.getBoundingClientRect();
    }, 0);
  });
  observer.observe(root, { childList: true, subtree: true, attributes: true, characterData: true });
  const timer = setTimeout(release, SNAPSHOT_MAX_MS);
}
