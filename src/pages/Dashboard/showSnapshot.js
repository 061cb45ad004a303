// Inline in index.html at the start of <body> (vite.config.ts showDashboardSnapshot), so it runs as the page is
// parsed, before its first paint, with no request of its own (the server allows it by its hash,
// server/app/staticFiles.ts). A signed-in visit that opens on /dashboard, where the administrator's dashboard was last
// drawn with the same fingerprint (lib/dashboardSnapshot.ts): shows that drawing in a closed shadow root, inert, under
// a moving bar, over #root, hidden meanwhile; the app replaces it (lib/dashboardSnapshot.ts releaseDashboardSnapshot).
// Declares Roboto's faces first (`__ROBOTO_FACES__`: src/robotoFaces.ts with the build's files, vite.config.ts), so
// the copy's first layout is its only one; the app's src/roboto.ts then finds them declared.
// Loads ICU's data before that first paint (the first Intl formatter's cost).
// Marks <html data-dashboard-snapshot> so that the script after the copies of the sign-in page (pickLanguage.js) asks
// for the app's files after this first paint rather than before it.
/* global __ROBOTO_FACES__ */
(function () {
  var KEY = 'labhub.dashboardSnapshot';
  var DRAWING_PREFERENCE = /^RaStoreLabHub\.(locale|layout\.|sidebar\.open)/;
  function fingerprint() {
    var user;
    try {
      var authUser = JSON.parse(localStorage.getItem('authUser') || 'null');
      user = authUser && authUser.id !== undefined ? authUser.id : null;
    } catch (e) {
      user = null;
    }
    var preferences = [];
    for (var i = 0; i < localStorage.length; i++) {
      var key = localStorage.key(i);
      if (key && DRAWING_PREFERENCE.test(key)) preferences.push([key, localStorage.getItem(key) || '']);
    }
    preferences.sort(function (a, b) {
      return a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0;
    });
    return JSON.stringify([user, innerWidth, preferences]);
  }
  var snapshot;
  try {
    if (location.pathname !== '/dashboard' || !localStorage.getItem('authUser')) return;
    snapshot = JSON.parse(localStorage.getItem(KEY) || 'null');
    if (!snapshot || snapshot.fingerprint !== fingerprint() || !document.body.attachShadow) return;
  } catch (e) {
    return;
  }
  // The copy's nodes (lib/dashboardSnapshot.ts SnapshotNode) built as elements: no HTML is parsed, and no handler,
  // `javascript:` value, script or frame is made.
  var SVG = 'http://www.w3.org/2000/svg';
  var NEVER = /^(script|style|template|iframe|object|embed|link|meta|base)$/i;
  function build(node, svg) {
    if (typeof node === 'string') return document.createTextNode(node);
    var tag = String(node[0]);
    if (NEVER.test(tag)) return document.createTextNode('');
    var inSvg = svg || tag === 'svg';
    var element = inSvg ? document.createElementNS(SVG, tag) : document.createElement(tag);
    var attributes = node[1] || {};
    for (var name in attributes)
      if (
        Object.prototype.hasOwnProperty.call(attributes, name) &&
        !/^on/i.test(name) &&
        !/^\s*javascript:/i.test(attributes[name])
      )
        element.setAttribute(name, String(attributes[name]));
    for (var i = 2; i < node.length; i++) element.appendChild(build(node[i], inSvg && tag !== 'foreignObject'));
    return element;
  }
  var content = document.createDocumentFragment();
  try {
    for (var n = 0; n < snapshot.nodes.length; n++) content.appendChild(build(snapshot.nodes[n], false));
  } catch (e) {
    return;
  }
  try {
    var faces = __ROBOTO_FACES__;
    for (var f = 0; f < faces.length && window.FontFace && document.fonts; f++)
      document.fonts.add(new FontFace('Roboto', faces[f].source, faces[f].descriptors));
  } catch (e) {
    // no faces (the script run unbuilt, in tests) or no FontFace: the app declares Roboto (src/roboto.ts)
  }
  try {
    // The page's first Intl formatter loads ICU's data: here, before the first paint, where nothing waits for it,
    // rather than in the middle of the app's start (MUI's TablePagination makes one as its module is evaluated).
    new Intl.NumberFormat('en-US').format(0);
  } catch (e) {
    // no Intl: nothing to load
  }
  var hide = document.createElement('style');
  hide.id = 'dashboard-snapshot-hide';
  hide.textContent = '#root{visibility:hidden}';
  document.head.appendChild(hide);
  var host = document.createElement('div');
  host.id = 'dashboard-snapshot';
  host.inert = true;
  host.setAttribute('aria-hidden', 'true');
  host.style.cssText = 'position:absolute;top:0;left:0;right:0;z-index:1';
  var shadow = host.attachShadow({ mode: 'closed' });
  var style = document.createElement('style');
  // The copy stands still as last drawn (its charts' appearing animations would lay out and paint their SVG again in
  // every frame while the app starts); only the bar moves.
  style.textContent =
    snapshot.css +
    '\n*,::before,::after{animation:none!important;transition:none!important}' +
    '@keyframes labhub-updating{from{transform:translateX(-100%)}to{transform:translateX(250%)}}' +
    '.labhub-updating{position:fixed;top:0;left:0;right:0;height:3px;overflow:hidden;z-index:2000}' +
    '.labhub-updating::after{content:"";position:absolute;top:0;bottom:0;width:40%;background:#3f55c4;' +
    'animation:labhub-updating 1.2s linear infinite!important}' +
    '@media (prefers-reduced-motion:reduce){.labhub-updating::after{animation:none!important;width:100%;opacity:.5}}';
  var bar = document.createElement('div');
  bar.className = 'labhub-updating';
  shadow.appendChild(style);
  shadow.appendChild(bar);
  shadow.appendChild(content);
  document.body.appendChild(host);
  document.documentElement.setAttribute('data-dashboard-snapshot', '');
})();
