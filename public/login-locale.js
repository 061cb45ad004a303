// Runs while /login is parsed, before its first paint (index.html, after the build-time copies of the sign-in page,
// src/pages/Login/prerender.tsx): shows the copy in the stored language (react-admin's `locale` store key) in place of
// English; on any other path removes the copies. A file, not an inline script: the Content-Security-Policy allows
// scripts from 'self' only. Until the app takes over, submitting the copy does nothing.
(function () {
  var root = document.getElementById('login-prerender');
  if (!root) return;
  if (location.pathname !== '/login') return root.remove();
  root.addEventListener('submit', function (event) {
    event.preventDefault();
  });
  var locale = 'en';
  try {
    locale = JSON.parse(localStorage.getItem('RaStoreLabHub.locale')) || 'en';
  } catch (e) {
    /* no stored language: English */
  }
  var copy = root.querySelector('[data-locale="' + locale + '"]');
  if (!copy || locale === 'en') return;
  document.documentElement.lang = locale;
  root.querySelector('[data-locale="en"]').hidden = true;
  copy.hidden = false;
})();
