// Signing in starts the dashboard's chunk (loadDashboardPage, a dynamic import). Loaded here first, so that import
// resolves from the module cache and nothing is still loading when the test environment is torn down
// (vitest's EnvironmentTeardownError, seen once in CI).
import '../Dashboard/DashboardPage';

import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { memoryStore, Notification } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';

import realAuthProvider, { LoginError } from '../../../authProvider';
import { AdminContext } from '../../../tests/AdminContext';
import { i18nProvider } from '../../i18n';
import { LoginPage } from './LoginPage';

const SERVER_DETAIL = 'No active account found with the given credentials';

const renderLogin = (login = vi.fn(async () => undefined)) => {
  // The real auth provider, only its login replaced.
  const authProvider = { ...realAuthProvider, login };
  render(
    <AdminContext authProvider={authProvider} initialEntries={['/login']}>
      <LoginPage />
      <Notification />
    </AdminContext>,
  );
  return { login };
};

const emailInput = () => screen.getByRole('textbox', { name: 'Username' });
const passwordInput = () => screen.getByLabelText('Password', { selector: 'input' });

afterEach(() => localStorage.clear());

describe('LoginPage', () => {
  it('shows the SPEC wording', async () => {
    renderLogin();
    expect(await screen.findByRole('heading', { name: 'Welcome Back!' })).toBeInTheDocument();
    expect(emailInput()).toBeInTheDocument();
    expect(passwordInput()).toHaveAttribute('type', 'password');
    expect(screen.getByRole('button', { name: 'Log In' })).toBeInTheDocument();
  });

  it('shows no validation message before a field is touched', async () => {
    renderLogin();
    await screen.findByRole('heading', { name: 'Welcome Back!' });
    expect(screen.queryByText('Please Enter Your Email')).not.toBeInTheDocument();
    expect(screen.queryByText('Please Enter Valid Password')).not.toBeInTheDocument();
  });

  it('shows the required messages once the fields are touched', async () => {
    const user = userEvent.setup();
    renderLogin();
    await user.click(emailInput());
    await user.click(passwordInput());
    expect(await screen.findByText('Please Enter Your Email')).toBeInTheDocument();
    expect(screen.queryByText('Please Enter Valid Password')).not.toBeInTheDocument();
    await user.tab();
    expect(await screen.findByText('Please Enter Valid Password')).toBeInTheDocument();
  });

  it('rejects an invalid email and a password with other characters than letters and digits', async () => {
    const user = userEvent.setup();
    renderLogin();
    await user.type(emailInput(), 'admin@labhub');
    await user.type(passwordInput(), 'secret!');
    await user.tab();
    expect(await screen.findByText('Please Enter Valid Email')).toBeInTheDocument();
    expect(screen.getByText('Password must contain at least one number and one letter')).toBeInTheDocument();
  });

  it('toggles the password between hidden and shown', async () => {
    const user = userEvent.setup();
    renderLogin();
    expect(passwordInput()).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(passwordInput()).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(passwordInput()).toHaveAttribute('type', 'password');
  });

  it("shows the server's detail in a red alert and a 'Login failed' toast", async () => {
    const user = userEvent.setup();
    const { login } = renderLogin(vi.fn(async () => Promise.reject(new Error(SERVER_DETAIL))));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.type(emailInput(), 'admin@labhub.pk');
    await user.type(passwordInput(), 'Wrong1234');
    await user.click(screen.getByRole('button', { name: 'Log In' }));

    const alert = await screen.findByText(SERVER_DETAIL);
    expect(alert.closest('[role="alert"]')).toHaveClass('MuiAlert-colorError');
    expect(login).toHaveBeenCalledWith({ email: 'admin@labhub.pk', password: 'Wrong1234' });
    expect(await screen.findByText('Login failed')).toBeInTheDocument();
  });

  it.each([
    ['en', 1, 'Too many failed sign-in attempts. Try again in 1 minute.'],
    ['en', 15, 'Too many failed sign-in attempts. Try again in 15 minutes.'],
    ['de', 15, 'Zu viele fehlgeschlagene Anmeldeversuche. Versuchen Sie es in 15 Minuten erneut.'],
    ['ru', 3, 'Слишком много неудачных попыток входа. Попробуйте снова через 3 минуты.'],
    ['ru', 15, 'Слишком много неудачных попыток входа. Попробуйте снова через 15 минут.'],
    ['it', 15, 'Troppi tentativi di accesso non riusciti. Riprova tra 15 minuti.'],
  ])('shows a locked sign-in in the chosen language (%s, %i min)', async (locale, minutes, text) => {
    const user = userEvent.setup();
    const login = vi.fn(() => Promise.reject(new LoginError('app.login.locked', { smart_count: minutes })));
    render(
      <AdminContext
        authProvider={{ ...realAuthProvider, login }}
        initialEntries={['/login']}
        i18nProvider={i18nProvider}
        store={memoryStore({ locale })}
      >
        <LoginPage />
      </AdminContext>,
    );
    const email = await screen.findByRole('textbox', { name: /.+/ });
    await user.type(email, 'lab@labhub.pk');
    await user.type(document.querySelector('input[type="password"]')!, 'Lab12345');
    await user.click(document.querySelector('button[type="submit"]')!);
    expect(await screen.findByText(text)).toBeInTheDocument();
  });

  it('has a language switcher whose choice is kept for the app', async () => {
    const user = userEvent.setup();
    const store = memoryStore();
    render(
      <AdminContext authProvider={realAuthProvider} initialEntries={['/login']} store={store}>
        <LoginPage />
      </AdminContext>,
    );
    await user.click(await screen.findByRole('button', { name: 'Language: English' }));
    await user.click(screen.getByRole('menuitem', { name: 'Italiano' }));
    expect(store.getItem('locale')).toBe('it');
  });
});
