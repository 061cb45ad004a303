export interface LoginValues {
  email: string;
  password: string;
}

type LoginErrors = Partial<Record<keyof LoginValues, string>>;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** SPEC §5: the message asks for a digit and a letter, but the check only requires letters and digits. */
const LETTERS_AND_DIGITS = /^[a-z0-9]+$/i;

/** SPEC §5 login rules; messages are translation keys. */
export const validateLogin = (values: Partial<Record<keyof LoginValues, string | null>>): LoginErrors => {
  const email = (values.email ?? '').trim();
  const password = values.password ?? '';
  const errors: LoginErrors = {};
  if (!email) errors.email = 'app.login.validation.email_required';
  else if (!EMAIL.test(email)) errors.email = 'app.login.validation.email_invalid';
  if (!password) errors.password = 'app.login.validation.password_required';
  else if (!LETTERS_AND_DIGITS.test(password)) errors.password = 'app.login.validation.password_alphanumeric';
  return errors;
};
