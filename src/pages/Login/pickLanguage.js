// Inline in index.html after the build-time copies of the sign-in page (src/pages/Login/prerender.tsx), so it runs as
// the page is parsed, before its first paint, with no request of its own (the server allows it by its hash,
// server/app/staticFiles.ts). On /login signed out: shows the copy in the stored language (react-admin's `locale`
// store key) in place of English. Anywhere else, or signed in: removes the copies and their styles (the app draws the
// page). Until the sign-in script takes the form over, submitting the copy does nothing. Signed in: asks at once for
// the files the signed-in app runs first (`__SIGNED_IN_FILES__`: the app's entry, vendor, signed-in, mui and
// rolldown-runtime chunks, their hashed paths written in by vite.config.ts signedInPreload), which the entry would
// otherwise reach only after three rounds of imports; under the last dashboard drawn (showSnapshot.js), once it is
// painted. Signed out on /login: hands the same paths to the sign-in script (`data-app-files`).
/* global __SIGNED_IN_FILES__ */
(function () {
  var root = document.getElementById('login-prerender');
  if (!root) return;
  var files = __SIGNED_IN_FILES__;
  var signedIn = false;
  var locale = 'en';
  try {
    signedIn = !!localStorage.getItem('authUser');
    locale = JSON.parse(localStorage.getItem('RaStoreLabHub.locale')) || 'en';
  } catch (e) {
    /* no storage: signed out, English */
  }
  var preload = function () {
    files.forEach(function (href) {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.appendChild(link);
    });
  };
  // Under the last dashboard drawn (showSnapshot.js), after its first paint: the frame is not held for them.
  if (signedIn && document.documentElement.hasAttribute('data-dashboard-snapshot'))
    requestAnimationFrame(function () {
      setTimeout(preload, 0);
    });
  else if (signedIn) preload();
  if (location.pathname !== '/login' || signedIn) {
    // With the copies, their styles (prerender.tsx gathers Emotion's tags before them): the app's Emotion would move
    // each into <head> as it starts, and count their classes as its own.
    document.querySelectorAll('style[data-emotion]').forEach(function (style) {
      style.remove();
    });
    return root.remove();
  }
  // Every copy has been parsed: they may be drawn (prerender.tsx holds them until now).
  root.removeAttribute('data-parsing');
  // For the sign-in script, which fetches them once the page has loaded and is idle (signIn.ts prefetchApp).
  root.setAttribute('data-app-files', files.join(' '));
  root.addEventListener('submit', function (event) {
    event.preventDefault();
  });
  var copy = root.querySelector('[data-locale="' + locale + '"]');
  if (!copy || locale === 'en') return;
  document.documentElement.lang = locale;
  root.querySelector('[data-locale="en"]').hidden = true;
  copy.hidden = false;
})();
