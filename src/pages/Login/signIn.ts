/**
 * The sign-in script of a first visit to /login: it takes over the build-time copy of the sign-in page (prerender.tsx)
 * without React or react-admin, and behaves as LoginPage does (SPEC §2 Login, §5, §8): the same validation
 * (validateLogin, shown once a field is touched, then as it changes), the password toggle, the language menu (the
 * copies are the five languages; the choice is react-admin's `locale` store key), the red alert with the server's
 * detail or the lockout in the chosen language, the progress, success and failure toasts. It signs in through the
 * app's authProvider, loaded when sign-in starts (or at the first touch of the form, with the rest of the app), and
 * then starts the app. The parts it adds (error texts, alert, toasts, menu) are MUI's own markup, rendered at build
 * time into a `<template>` (signInKit.ts).
 */
import { TOAST_DURATION_MS, TOAST_SUCCESS_DURATION_MS } from '../../../lib/config';
import { LOGIN_KIT_ID, LOGIN_MESSAGES_ID, type LoginMessages } from './signInKit';
import { type LoginValues, validateLogin } from './validateLogin';

/** The animation MUI's input styles start on a field the browser's autofill has filled (`:-webkit-autofill`). */
const AUTOFILL_ANIMATION = 'mui-auto-fill';

/** react-admin's localStorage store key of the chosen language (authProvider/store.ts: app key 'LabHub'). */
const LOCALE_KEY = 'RaStoreLabHub.locale';
const FIELDS = ['email', 'password'] as const;
type Field = (typeof FIELDS)[number];

interface SignInOptions {
  /** The element holding the copies (one per language, `data-locale`, all but one hidden). */
  root: HTMLElement;
  /** Loads the app's code (cached: the second call returns the first's promise). */
  loadApp: () => Promise<unknown>;
  /** Starts the app once signed in. */
  startApp: () => Promise<unknown>;
  /** The hashed paths of the app's first files (the app's entry, vendor, signed-in, mui, Rolldown's runtime). */
  appFiles?: string[];
}

/** The plural form polyglot would pick ("one |||| other", Russian "one |||| few |||| many"). */
const plural = (text: string, count: number, locale: string) => {
  const forms = text.split('||||').map(form => form.trim());
  if (forms.length === 1) return forms[0];
  const rules = new Intl.PluralRules(locale);
  const order = ['zero', 'one', 'two', 'few', 'many', 'other'].filter(c =>
    rules.resolvedOptions().pluralCategories.includes(c as Intl.LDMLPluralRule),
  );
  return forms[Math.min(Math.max(order.indexOf(rules.select(count)), 0), forms.length - 1)];
};

export function takeOverSignIn({ root, loadApp, startApp, appFiles = [] }: SignInOptions) {
  const kit = document.getElementById(LOGIN_KIT_ID) as HTMLTemplateElement | null;
  const messagesBlock = document.getElementById(LOGIN_MESSAGES_ID);
  if (!kit || !messagesBlock) return false;
  const allMessages = JSON.parse(messagesBlock.textContent ?? '{}') as Record<string, LoginMessages>;
  const part = (name: string) => kit.content.querySelector(`[data-part="${name}"]`)!.cloneNode(true) as HTMLElement;

  const copies = [...root.querySelectorAll<HTMLElement>(':scope > [data-locale]')];
  let copy = copies.find(c => !c.hidden) ?? copies[0];
  // One copy in the page from now on (labels and names are unique); a language chosen swaps its copy in.
  for (const other of copies) if (other !== copy) other.remove();
  const locale = () => copy.dataset.locale ?? 'en';
  const words = () => allMessages[locale()] ?? allMessages.en;
  const translate = (key: string, params: Record<string, string | number> = {}) => {
    const text = (words() as Record<string, string>)[key] ?? key;
    const count = params.smart_count;
    const form = typeof count === 'number' ? plural(text, count, locale()) : text;
    return form.replace(/%\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
  };

  // What the form holds, kept across languages: values, touched fields, a submit tried, the alert, the toggle.
  const input = (field: Field, within = copy) => within.querySelector<HTMLInputElement>(`input[name="${field}"]`)!;
  const values: LoginValues = { email: input('email').value, password: input('password').value };
  const touched = new Set<Field>();
  let alert: { key: string; params?: Record<string, string | number> } | undefined;
  let passwordShown = false;
  let submitting = false;

  /** Draws the state into the copy shown: field errors, the alert, the toggle, the button. */
  const render = () => {
    const errors = validateLogin(values);
    for (const field of FIELDS) {
      const control = input(field).closest('.MuiFormControl-root')!;
      const error = touched.has(field) ? errors[field] : undefined;
      control.querySelectorAll('label, .MuiInputBase-root').forEach(el => el.classList.toggle('Mui-error', !!error));
      input(field).setAttribute('aria-invalid', String(!!error));
      let helper = control.querySelector<HTMLElement>('[data-part="helper"]');
      if (error) {
        if (!helper) {
          helper = part('helper');
          helper.id = `${input(field).id}-helper-text`;
          control.append(helper);
        }
        helper.textContent = translate(error);
        input(field).setAttribute('aria-describedby', helper.id);
      } else if (helper) {
        helper.remove();
        input(field).removeAttribute('aria-describedby');
      }
    }
    const content = copy.querySelector('.MuiCardContent-root')!;
    let box = content.querySelector<HTMLElement>('[data-part="alert"]');
    if (alert) {
      if (!box) content.querySelector('form')!.before((box = part('alert')));
      // English shows the server's own wording of a refusal it names no code for (`detail`).
      const detail = locale() === 'en' ? alert.params?.detail : undefined;
      box.querySelector('.MuiAlert-message')!.textContent = detail
        ? String(detail)
        : translate(alert.key, alert.params);
    } else box?.remove();
    const password = input('password');
    password.type = passwordShown ? 'text' : 'password';
    const toggle = password.parentElement!.querySelector<HTMLButtonElement>('.MuiInputAdornment-root button')!;
    toggle.setAttribute(
      'aria-label',
      translate(passwordShown ? 'ra.input.password.toggle_visible' : 'ra.input.password.toggle_hidden'),
    );
    // Swapped only when it changes: a click whose press target was replaced is lost.
    const icon = passwordShown ? 'visible-icon' : 'hidden-icon';
    const svg = toggle.querySelector('svg')!;
    if (svg.dataset.part !== icon) svg.replaceWith(part(icon));
    const submit = copy.querySelector<HTMLButtonElement>('button[type="submit"]')!;
    submit.disabled = submitting;
    submit.classList.toggle('Mui-disabled', submitting);
  };

  // Toasts: one at a time, each replacing the last (as react-admin's queue with ProgressToast does).
  let toast: { element: HTMLElement; timer?: number } | undefined;
  const showToast = (key: string, { role = 'alert', duration }: { role?: string; duration?: number } = {}) => {
    if (toast) {
      clearTimeout(toast.timer);
      toast.element.remove();
    }
    const element = part('toast');
    const message = element.querySelector<HTMLElement>('.MuiSnackbarContent-message')!;
    message.textContent = translate(key);
    element.querySelector('.MuiSnackbarContent-root')?.setAttribute('role', role);
    document.body.append(element);
    const shown = { element, timer: undefined as number | undefined };
    if (duration) shown.timer = window.setTimeout(() => element.remove(), duration);
    toast = shown;
  };

  // The language menu: MUI's menu markup under the copy's language button.
  let menu: HTMLElement | undefined;
  const closeMenu = (focusButton = false) => {
    if (!menu) return;
    menu.remove();
    menu = undefined;
    const button = copy.querySelector<HTMLButtonElement>('button[aria-haspopup]')!;
    button.setAttribute('aria-expanded', 'false');
    if (focusButton) button.focus();
  };
  const openMenu = (button: HTMLButtonElement) => {
    menu = part('menu');
    const items = [...menu.querySelectorAll<HTMLElement>('[role="menuitem"]')];
    for (const item of items) {
      const chosen = item.dataset.locale === locale();
      item.classList.toggle('Mui-selected', chosen);
      item.tabIndex = chosen ? 0 : -1;
      item.addEventListener('click', () => chooseLanguage(item.dataset.locale!));
    }
    menu.addEventListener('keydown', event => {
      const at = items.indexOf(document.activeElement as HTMLElement);
      if (event.key === 'Escape' || event.key === 'Tab') closeMenu(event.key === 'Escape');
      else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
        event.preventDefault();
        items[(at + (event.key === 'ArrowDown' ? 1 : items.length - 1)) % items.length].focus();
      } else if (event.key === 'Enter' || event.key === ' ') {
        event.preventDefault();
        (document.activeElement as HTMLElement).click();
      }
    });
    button.parentElement!.append(menu);
    button.setAttribute('aria-expanded', 'true');
    (items.find(item => item.tabIndex === 0) ?? items[0]).focus();
  };
  document.addEventListener('pointerdown', event => {
    if (menu && !menu.contains(event.target as Node) && !(event.target as Element).closest?.('[aria-haspopup]'))
      closeMenu();
  });
  const chooseLanguage = (code: string) => {
    closeMenu();
    const next = copies.find(c => c.dataset.locale === code);
    if (!next) return;
    try {
      localStorage.setItem(LOCALE_KEY, JSON.stringify(code));
    } catch {
      // no storage: the choice lasts this page
    }
    if (next !== copy) {
      copy.replaceWith(next);
      next.hidden = false;
      copy = next;
      document.documentElement.lang = code;
      for (const field of FIELDS) input(field).value = values[field];
      render();
    }
    copy.querySelector<HTMLButtonElement>('button[aria-haspopup]')!.focus();
  };

  // The signed-in code starts downloading at the first sign of a sign-in (a field focused or touched, or filled by
  // the browser's autofill), as LoginPage does (docs/PERFORMANCE.md); once.
  let warmedUp = false;
  const warmUp = () => {
    if (warmedUp) return;
    warmedUp = true;
    loadApp().catch(() => undefined);
  };
  // Once the page has loaded (its own files and fonts in), the app's first files are fetched into the HTTP cache
  // without being compiled or run (`<link rel="prefetch">`, the lowest priority; `crossorigin` as a module script
  // asks), so a visitor who presses Log In without touching the form first (fields filled by the browser) does not
  // wait for them; the app's import then takes them from the cache, or joins a fetch still under way. Not once the
  // import has started, nor when the visitor asks to save data.
  const prefetchApp = () => {
    const connection = (navigator as { connection?: { saveData?: boolean } }).connection;
    if (warmedUp || connection?.saveData) return;
    for (const href of appFiles) {
      const link = document.createElement('link');
      link.rel = 'prefetch';
      link.as = 'script';
      link.crossOrigin = '';
      link.href = href;
      document.head.append(link);
    }
  };
  const afterLoad = () => setTimeout(prefetchApp, 0);
  if (document.readyState === 'complete') afterLoad();
  else addEventListener('load', afterLoad, { once: true });

  const submit = async () => {
    FIELDS.forEach(field => touched.add(field));
    const errors = validateLogin(values);
    const invalid = FIELDS.find(field => errors[field]);
    if (invalid) {
      render();
      input(invalid).focus();
      return;
    }
    alert = undefined;
    submitting = true;
    render();
    showToast('app.login.logging_in', { role: 'status' });
    // The app's code downloads while the credentials are checked; the sign-in waits only for authProvider's.
    const app = loadApp();
    app.catch(() => undefined);
    try {
      const { default: authProvider } = await import('../../../authProvider');
      await authProvider.login({ email: values.email.trim(), password: values.password });
    } catch (failure) {
      const detail = failure instanceof Error && failure.message ? failure.message : 'app.login.network_error';
      // `detail` is a translation key (authProvider's LoginError), `params` its figures.
      alert = { key: detail, params: (failure as { params?: Record<string, string | number> }).params };
      submitting = false;
      render();
      showToast('app.login.failed', { duration: TOAST_DURATION_MS });
      return;
    }
    showToast('app.login.success', { duration: TOAST_SUCCESS_DURATION_MS });
    history.replaceState(null, '', '/');
    await startApp();
  };

  for (const each of copies) {
    const form = each.querySelector('form')!;
    form.addEventListener('submit', event => {
      event.preventDefault();
      if (!submitting) void submit();
    });
    for (const field of FIELDS) {
      const element = input(field, each);
      element.addEventListener('input', () => {
        values[field] = element.value;
        if (touched.has(field)) render();
      });
      element.addEventListener('blur', () => {
        touched.add(field);
        render();
      });
    }
    const toggle = input('password', each).parentElement!.querySelector<HTMLButtonElement>('button')!;
    toggle.addEventListener('click', () => {
      passwordShown = !passwordShown;
      render();
    });
    const content = each.querySelector<HTMLElement>('.MuiCardContent-root')!;
    content.addEventListener('focusin', warmUp);
    content.addEventListener('pointerdown', warmUp);
    // A field the browser's autofill has filled starts MUI's `mui-auto-fill` animation (the copy carries MUI's
    // styles): the one sign of a fill that came with no event. ('mui-auto-fill-cancel' runs on every field at load.)
    content.addEventListener('animationstart', event => {
      if (event.animationName === AUTOFILL_ANIMATION) warmUp();
    });
    const languageButton = each.querySelector<HTMLButtonElement>('button[aria-haspopup]')!;
    languageButton.addEventListener('click', () => (menu ? closeMenu() : openMenu(languageButton)));
  }
  render();
  return true;
}
