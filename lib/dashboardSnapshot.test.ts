import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { clearAuthUser } from '../authProvider/storage';
import showSnapshot from '../src/pages/Dashboard/showSnapshot.js?raw';
import {
  dashboardLeft,
  type DashboardSnapshot,
  type DashboardStyles,
  DRAWING_ATTRIBUTE,
  drawnOnScreen,
  lendDashboardStyles,
  releaseDashboardSnapshot,
  saveDashboardSnapshot,
  SNAPSHOT_HIDE_ID,
  SNAPSHOT_HOST_ID,
  SNAPSHOT_KEY,
  SNAPSHOT_MAX_MS,
  SNAPSHOT_STYLES_ID,
  SNAPSHOT_STYLES_KEY,
  snapshotFingerprint,
} from './dashboardSnapshot';

/** index.html's inline script, run as the page runs it: its text, as written. */
// eslint-disable-next-line @typescript-eslint/no-implied-eval -- the inline script's own text, as index.html holds it
const runInlineScript = () => new Function(showSnapshot)() as void;

const DRAWN = '<main><div class="MuiCard-root">Welcome Back, Admin</div></main>';

const signIn = (id = 7) =>
  localStorage.setItem('authUser', JSON.stringify({ id, email: 'a@b.pk', refresh_token: 'r' }));

const saved = (): DashboardSnapshot | null => JSON.parse(localStorage.getItem(SNAPSHOT_KEY) ?? 'null');

describe('the last dashboard drawn, shown while the app starts', () => {
  let root: HTMLElement;
  beforeEach(() => {
    localStorage.clear();
    document.body.innerHTML = '<div id="root"></div>';
    root = document.getElementById('root')!;
    window.history.replaceState(null, '', '/dashboard');
    signIn();
  });
  afterEach(() => {
    document.getElementById(SNAPSHOT_HIDE_ID)?.remove();
    document.documentElement.removeAttribute('data-dashboard-snapshot');
    vi.useRealTimers();
    window.history.replaceState(null, '', '/');
  });

  it('is saved only once drawn, and the inline script computes the same fingerprint', () => {
    root.innerHTML = '<main><div class="MuiCard-root"><span class="MuiSkeleton-root"></span></div></main>';
    expect(saveDashboardSnapshot(root)).toBe(false);
    // More of the page still to be mounted (the dashboard's stages).
    root.innerHTML = `<main><div ${DRAWING_ATTRIBUTE}><div class="MuiCard-root">Welcome Back, Admin</div></div></main>`;
    expect(drawnOnScreen(root)).toBe(false);
    root.innerHTML = DRAWN;
    expect(saveDashboardSnapshot(root)).toBe(true);
    expect(saved()?.nodes).toEqual([['main', {}, ['div', { class: 'MuiCard-root' }, 'Welcome Back, Admin']]]);

    runInlineScript();
    const host = document.getElementById(SNAPSHOT_HOST_ID)!;
    expect(host).not.toBeNull();
    expect(host.getAttribute('aria-hidden')).toBe('true');
    // A closed shadow root: the copy is not part of the page's tree.
    expect(host.shadowRoot).toBeNull();
    expect(host.textContent).toBe('');
    expect(document.getElementById(SNAPSHOT_HIDE_ID)?.textContent).toBe('#root{visibility:hidden}');
    expect(document.documentElement.hasAttribute('data-dashboard-snapshot')).toBe(true);
  });

  it('is not shown for another user, another language, another width or another page', () => {
    root.innerHTML = DRAWN;
    saveDashboardSnapshot(root);
    const shownAfter = (change: () => void, undo: () => void) => {
      change();
      runInlineScript();
      const shown = document.getElementById(SNAPSHOT_HOST_ID) !== null;
      document.getElementById(SNAPSHOT_HOST_ID)?.remove();
      document.getElementById(SNAPSHOT_HIDE_ID)?.remove();
      undo();
      return shown;
    };
    const width = window.innerWidth;
    expect(
      shownAfter(
        () => signIn(8),
        () => signIn(),
      ),
    ).toBe(false);
    expect(
      shownAfter(
        () => localStorage.setItem('RaStoreLabHub.locale', '"de"'),
        () => localStorage.removeItem('RaStoreLabHub.locale'),
      ),
    ).toBe(false);
    expect(
      shownAfter(
        () => Object.defineProperty(window, 'innerWidth', { value: width + 1, configurable: true }),
        () => Object.defineProperty(window, 'innerWidth', { value: width, configurable: true }),
      ),
    ).toBe(false);
    expect(
      shownAfter(
        () => window.history.replaceState(null, '', '/labslist'),
        () => window.history.replaceState(null, '', '/dashboard'),
      ),
    ).toBe(false);
    expect(
      shownAfter(
        () => undefined,
        () => undefined,
      ),
    ).toBe(true);
  });

  it('is forgotten at sign-out', () => {
    root.innerHTML = DRAWN;
    saveDashboardSnapshot(root);
    clearAuthUser();
    expect(localStorage.getItem(SNAPSHOT_KEY)).toBeNull();
  });

  it('gives way to the live dashboard once drawn, when the app goes elsewhere, or after its longest time', async () => {
    const show = () => {
      root.innerHTML = DRAWN;
      saveDashboardSnapshot(root);
      root.innerHTML = '';
      runInlineScript();
      releaseDashboardSnapshot(root);
      expect(document.getElementById(SNAPSHOT_HOST_ID)).not.toBeNull();
    };
    const frame = () => new Promise(resolve => requestAnimationFrame(resolve));
    const released = () =>
      document.getElementById(SNAPSHOT_HOST_ID) === null && document.getElementById(SNAPSHOT_HIDE_ID) === null;

    show();
    root.innerHTML = '<main><div class="MuiCard-root"><span class="MuiSkeleton-root"></span></div></main>';
    await frame();
    await frame();
    expect(released()).toBe(false);
    root.innerHTML = DRAWN;
    await vi.waitFor(() => expect(released()).toBe(true));
    expect(drawnOnScreen(root)).toBe(true);

    show();
    window.history.replaceState(null, '', '/editprofile');
    root.innerHTML = '<p>Update Lab Details</p>';
    await vi.waitFor(() => expect(released()).toBe(true));

    window.history.replaceState(null, '', '/dashboard');
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    show();
    vi.advanceTimersByTime(SNAPSHOT_MAX_MS);
    expect(released()).toBe(true);
  });

  it('the fingerprint names the user, the width and the drawing preferences only', () => {
    localStorage.setItem('RaStoreLabHub.locale', '"it"');
    localStorage.setItem('RaStoreLabHub.layout.density', '"condensed"');
    localStorage.setItem('RaStoreLabHub.payables.listParams', '{}');
    expect(JSON.parse(snapshotFingerprint())).toEqual([
      7,
      window.innerWidth,
      [
        ['RaStoreLabHub.layout.density', '"condensed"'],
        ['RaStoreLabHub.locale', '"it"'],
      ],
    ]);
  });
});

describe("the snapshot's styles", () => {
  it('keeps the rules that can style its markup, in their media queries, and drops the others', () => {
    localStorage.clear();
    document.body.innerHTML = '<div id="root"></div>';
    const root = document.getElementById('root')!;
    root.innerHTML = '<main><div class="MuiCard-root css-card"><p class="css-note">Male + female</p></div></main>';
    const sheet = document.createElement('style');
    sheet.setAttribute('data-emotion', 'css');
    sheet.textContent = [
      '.css-card{padding:16px}',
      '.css-card:hover{color:red}',
      '.css-note::before{content:""}',
      '.css-list-row{height:52px}',
      '@media (min-width:600px){.css-note{font-size:14px}.css-list-row{height:40px}}',
      '@media (min-width:900px){.css-list-row{height:30px}}',
      '@keyframes spin{from{opacity:0}to{opacity:1}}',
    ].join('\n');
    document.head.append(sheet);
    try {
      expect(saveDashboardSnapshot(root)).toBe(true);
      const css = saved()!.css;
      expect(css).toContain('.css-card {');
      expect(css).toContain('.css-card:hover');
      expect(css).toContain('.css-note::before');
      expect(css).toMatch(/@media \(min-width: ?600px\)\{\.css-note \{[^}]*\}\}/);
      expect(css).toContain('@keyframes spin');
      expect(css).not.toContain('css-list-row');
      expect(css).not.toContain('900px');
    } finally {
      sheet.remove();
    }
  });
});

describe('the styles lent to Emotion', () => {
  const emotionSheet = (attribute: string, rules: string[], id = '') => {
    const style = document.createElement('style');
    style.setAttribute('data-emotion', attribute);
    if (id) style.id = id;
    style.textContent = rules.join('\n');
    document.head.append(style);
    return style;
  };
  const kept = () => JSON.parse(localStorage.getItem(SNAPSHOT_STYLES_KEY)!) as DashboardStyles;

  it("keep the rules Emotion's cache inserted until the dashboard was left, and give them to it as a server-rendered page does", () => {
    localStorage.clear();
    signIn();
    document.body.innerHTML = '<div id="root"></div>';
    const root = document.getElementById('root')!;
    root.innerHTML = DRAWN;
    // The sheets other test files' components left in this document are set aside meanwhile.
    const others = Array.from(document.querySelectorAll('style[data-emotion]'));
    for (const other of others) other.remove();
    const sheets = [
      // Its own sheet: the classes drawn, the outer layer of a composed styled component (no element has its class),
      // a loading state since replaced, and its @keyframes.
      emotionSheet('css', [
        '.css-card{padding:16px}',
        '.css-card:hover{color:red}',
        '.css-card .MuiSvgIcon-root{width:20px}',
        '.Mui-focused .css-note{color:blue}',
        '.css-outer .RaAppBar-toolbar{padding:0 8px}',
        '@media (min-width:600px){.css-note{font-size:14px}.css-skeleton{height:40px}}',
        '@keyframes animation-spin{from{opacity:0}to{opacity:1}}',
      ]),
      // Rules lent at this page's start: Emotion will not insert them again, so they are kept again.
      emotionSheet('css lent', ['.css-lent{margin:0}'], SNAPSHOT_STYLES_ID),
      // Not its cache's: a global sheet, and the pre-rendered sign-in page's (in index.html on every visit).
      emotionSheet('css-global', ['body{margin:0}']),
      emotionSheet('css signin', ['.css-signin{display:flex}']),
    ];
    try {
      expect(saveDashboardSnapshot(root)).toBe(true);
      expect(kept().names.sort()).toEqual(['card', 'lent', 'note', 'outer', 'skeleton']);
      for (const rule of [
        '.css-card {',
        '.css-card:hover',
        '.css-card .MuiSvgIcon-root',
        '.Mui-focused .css-note',
        '.css-outer .RaAppBar-toolbar',
        '.css-lent {',
        '@keyframes animation-spin',
      ])
        expect(kept().css).toContain(rule);
      expect(kept().css).toMatch(/@media \(min-width: ?600px\) ?\{[^@]*\.css-skeleton/);
      for (const other of ['body', 'signin']) expect(kept().css).not.toContain(other);

      // Once the dashboard is left, what Emotion inserts is other screens' rules: not kept.
      dashboardLeft();
      sheets[0].sheet!.insertRule('.css-list-row{height:52px}', sheets[0].sheet!.cssRules.length);
      sheets.push(emotionSheet('css', ['.css-dialog{padding:24px}']));
      expect(saveDashboardSnapshot(root)).toBe(true);
      expect(kept().names.sort()).toEqual(['card', 'lent', 'note', 'outer', 'skeleton']);

      for (const lent of Array.from(document.querySelectorAll(`#${SNAPSHOT_STYLES_ID}`))) lent.remove();
      lendDashboardStyles();
      const lent = document.getElementById(SNAPSHOT_STYLES_ID)!;
      expect(lent.getAttribute('data-emotion')!.split(' ').sort()).toEqual([
        'card',
        'css',
        'lent',
        'note',
        'outer',
        'skeleton',
      ]);
      expect(lent.textContent).toBe(kept().css);
      // At the end of <head>, where Emotion would move it, and marked so that it does not.
      expect(lent.hasAttribute('data-s')).toBe(true);
      expect(document.head.lastElementChild).toBe(lent);
      lent.remove();

      // Names that are not class names are not lent; nothing lent after sign-out.
      localStorage.setItem(SNAPSHOT_STYLES_KEY, JSON.stringify({ names: ['card" x', 'note'], css: '.css-note{}' }));
      lendDashboardStyles();
      expect(document.getElementById(SNAPSHOT_STYLES_ID)!.getAttribute('data-emotion')).toBe('css note');
      document.getElementById(SNAPSHOT_STYLES_ID)!.remove();
      clearAuthUser();
      expect(localStorage.getItem(SNAPSHOT_STYLES_KEY)).toBeNull();
      lendDashboardStyles();
      expect(document.getElementById(SNAPSHOT_STYLES_ID)).toBeNull();
    } finally {
      for (const sheet of sheets) sheet.remove();
      document.head.append(...others);
    }
  });
});

describe("the inline script's copy", () => {
  it('is built as elements, SVG in its namespace, without handlers, javascript: values, scripts or frames', () => {
    localStorage.clear();
    document.body.innerHTML = '<div id="root"></div>';
    window.history.replaceState(null, '', '/dashboard');
    signIn();
    const nodes = [
      [
        'main',
        {},
        ['a', { href: 'javascript:alert(1)', onclick: 'alert(2)', class: 'MuiLink-root' }, 'view unverified labs'],
        ['script', {}, 'alert(3)'],
        ['iframe', { src: '/x' }],
        ['svg', { viewBox: '0 0 24 24' }, ['path', { d: 'M0 0h24v24H0z' }]],
        'Male + female',
      ],
    ];
    const snapshot: DashboardSnapshot = { fingerprint: snapshotFingerprint(), nodes, css: '', savedAt: 0 } as never;
    localStorage.setItem(SNAPSHOT_KEY, JSON.stringify(snapshot));
    // Opened for the test only: the page's copy is in a closed shadow root.
    const attach = Object.getOwnPropertyDescriptor(Element.prototype, 'attachShadow')!.value as (
      this: Element,
      init: ShadowRootInit,
    ) => ShadowRoot;
    const spy = vi.spyOn(HTMLElement.prototype, 'attachShadow').mockImplementation(function (
      this: HTMLElement,
      init: ShadowRootInit,
    ) {
      return attach.call(this, { ...init, mode: 'open' });
    });
    try {
      runInlineScript();
    } finally {
      spy.mockRestore();
    }
    const shadow = document.getElementById(SNAPSHOT_HOST_ID)!.shadowRoot!;
    const link = shadow.querySelector('main a')!;
    expect(link.textContent).toBe('view unverified labs');
    expect(link.getAttribute('class')).toBe('MuiLink-root');
    expect(link.hasAttribute('href')).toBe(false);
    expect(link.hasAttribute('onclick')).toBe(false);
    expect(shadow.querySelector('script, iframe')).toBeNull();
    expect(shadow.querySelector('main svg path')?.namespaceURI).toBe('http://www.w3.org/2000/svg');
    expect(shadow.querySelector('main')?.textContent).toBe('view unverified labsMale + female');
    document.getElementById(SNAPSHOT_HIDE_ID)?.remove();
    document.documentElement.removeAttribute('data-dashboard-snapshot');
    window.history.replaceState(null, '', '/');
  });
});
