/**
 * Validation rules and messages shared by the API and the app (SPEC §5), read by the contracts. Pure: no DOM and no
 * Node imports. A rule's message in a contract is an i18n key (`ruleKey`); the app shows the key in the reader's
 * language and the API replies with its English text (`englishOf`), written once here.
 */
export const PHONE_PATTERN = /^((\+92)|(0092)|(92)|(0))?3\d{2}-\d{7}$/;
export const CNIC_PATTERN = /^\d{5}-\d{7}-\d$/;
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const TEST_DESCRIPTION_MIN = 100;

export const messages = {
  login: {
    emailRequired: 'Please Enter Your Email',
    emailInvalid: 'Please Enter Valid Email',
    passwordRequired: 'Please Enter Valid Password',
    passwordAlphanumeric: 'Password must contain at least one number and one letter',
  },
  lab: {
    username: 'Please Enter Your Username',
    address: 'Please Enter Your Address',
    contact: 'Please Enter Your Contact',
    landline: 'Please enter your landline number',
    contact_invalid: 'Please write a valid contact number e.g. 0300-1234567',
  },
  test: {
    title: 'Please Enter Your Test Title',
    lower: 'LowerPriceLimit must be greater than 0',
    upper: 'UpperPriceLimit must be greater than 0',
    order: 'UpperPriceLimit must not be less than LowerPriceLimit',
    whole: 'Prices are whole rupees: enter a number without decimals',
    duplicate: 'A test with this title already exists',
    preConditions: 'Please Enter PreConditions',
    avgDuration: 'Please Enter AvgDuration',
    description: 'Description must be at least 100 characters',
  },
  staff: {
    emailRequired: 'Email is required',
    emailInvalid: 'Email is invalid',
    name: 'Name is required',
    contactRequired: 'Contact Number is required',
    contactInvalid: 'Please write a valid contact number e.g. 0300-1234567',
    cnicRequired: 'CNIC is required',
    cnicInvalid: 'Invalid CNIC',
    password: 'Password is required',
  },
  account: {
    currentRequired: 'Enter your current password',
    currentWrong: 'The current password is not right',
    newRequired: 'Enter a new password',
    newShort: 'The new password needs at least 12 characters',
    newLong: 'The new password may have at most 256 characters',
    newWeak: 'The new password must be letters and digits only, with at least one of each',
    newSame: 'The new password must differ from the current one',
    newGuessable: 'The new password is too easy to guess or contains your email',
    confirmMismatch: 'The two new passwords differ',
  },
  /** The generic input fields' rules (contracts/fields.ts `inputs`) and the generic writes' refusals. */
  field: {
    required: 'Required',
    text: 'Must be text',
    maxLength: 'At most %{max} characters',
    minLength: 'At least %{min} characters',
    number: 'Enter a number',
    between: 'Enter a number from %{min} to %{max}',
    atMost: 'At most %{max}',
    atLeast: 'At least %{min}',
    whole: 'Enter a whole number',
    cents: 'At most two decimals',
    boolean: 'Must be yes or no',
    day: 'Enter a date such as 2026-11-30',
    choice: 'Choose one of the options',
    reference: 'Choose a record',
    taken: 'Already in use by another record',
    unknownReference: 'No such record',
  },
  complaint: {
    responseRequired: 'Please Enter a Response',
    responseLong: 'At most 2000 characters',
  },
  administrator: {
    emailRequired: 'Enter the email address',
    emailInvalid: 'Enter a valid email address (ASCII letters, digits and symbols)',
    emailTaken: 'An account with this email already exists',
    nameLong: 'At most 100 characters',
    passwordGuessable: 'The password is too easy to guess or contains the email',
    /** The 409 refusals of block, unblock, password reset and ending sessions (the contract's `when`), and their fields'. */
    selfBlock: 'You cannot block yourself.',
    selfPassword: 'Change your own password on My account.',
    selfSessions: 'End your own sessions on My account.',
    alreadyActive: 'Administrator is already active.',
    alreadyBlocked: 'Administrator is already blocked.',
    lastActive: 'The last active administrator cannot be blocked: add or unblock another administrator first.',
    yourOwn: 'Your own account',
    isActive: 'Already active',
    isBlocked: 'Already blocked',
    isLast: 'The last active administrator',
  },
} as const;

/** The message groups and the resource whose translations hold them (`resources.<resource>.validation.<rule>`). */
const KEY_ROOT = {
  lab: 'resources.labs.validation',
  staff: 'resources.staff.validation',
  test: 'resources.tests.validation',
  account: 'app.account.validation',
  field: 'app.validation',
  administrator: 'resources.administrators.validation',
  complaint: 'resources.complaints.validation',
} as const;
type Keyed = keyof typeof KEY_ROOT;

/** The i18n key of a SPEC §5 message, e.g. `ruleKey('staff', 'cnicInvalid')` → `resources.staff.validation.cnicInvalid`. */
export const ruleKey = <G extends Keyed>(group: G, rule: keyof (typeof messages)[G]) =>
  `${KEY_ROOT[group]}.${String(rule)}`;

/**
 * A rule message with values (`ruleWith('app.validation.maxLength', {max: 60})`) in react-admin's form for one
 * (`ValidationError` reads it and translates the key with its values); the API's reply is its English text
 * (`englishOf`: "At most 60 characters").
 */
const WITH_VALUES = '@@react-admin@@';
type Values = Record<string, number | string>;
export const ruleWith = (key: string, values: Values) =>
  `${WITH_VALUES}${JSON.stringify({ message: key, args: values })}`;

const keyAndValues = (message: string): { key: string; values: Values } => {
  if (!message.startsWith(WITH_VALUES)) return { key: message, values: {} };
  const { message: key, args } = JSON.parse(message.slice(WITH_VALUES.length)) as { message: string; args?: Values };
  return { key, values: args ?? {} };
};
const filledIn = (text: string, values: Values) =>
  text.replace(/%\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));

/** A `%{value}` English text as a pattern matching its filled-in texts, and the names of its values in order. */
const patternOf = (text: string) => {
  const names = [...text.matchAll(/%\{(\w+)\}/g)].map(m => m[1]);
  const source = text
    .split(/%\{\w+\}/)
    .map(part => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('(-?[\\d.,]+)');
  return { names, pattern: new RegExp(`^${source}$`) };
};

const ENGLISH = new Map<string, string>(
  (Object.keys(KEY_ROOT) as Keyed[]).flatMap(group =>
    Object.entries(messages[group]).map(([rule, text]) => [`${KEY_ROOT[group]}.${rule}`, text] as const),
  ),
);

/** The English text of a rule key (with its values filled in); any other text is returned as it is. */
export const englishOf = (message: string): string => {
  const { key, values } = keyAndValues(message);
  const english = ENGLISH.get(key);
  return english ? filledIn(english, values) : message;
};

const KEY_OF_ENGLISH = new Map<string, string>([...ENGLISH].map(([key, text]) => [text, key]));

/** The rule key of an English message of any group (an API reply's `detail`), or undefined. */
export const ruleKeyOfEnglish = (text: string): string | undefined => KEY_OF_ENGLISH.get(text);

/** The rule key of an English message (server replies from before the keys), or the text as it is. */
export const keyOfEnglish = (group: Keyed, text: string): string => {
  const rule = Object.entries(messages[group]).find(([, english]) => english === text)?.[0];
  if (rule) return `${KEY_ROOT[group]}.${rule}`;
  // A shared rule with values ("At most 60 characters"): its key with the values, read back from the text.
  for (const [rule, english] of Object.entries(messages.field)) {
    if (!english.includes('%{')) continue;
    const { names, pattern } = patternOf(english);
    const found = pattern.exec(text);
    if (found)
      return ruleWith(
        `${KEY_ROOT.field}.${rule}`,
        Object.fromEntries(names.map((name, i) => [name, Number(found[i + 1].replace(/,/g, ''))])),
      );
  }
  return text;
};

/** A zod issue's fields this map reads (zod 4's `$ZodRawIssue`, kept loose so the contracts need no zod internals). */
interface Issue {
  code?: string;
  origin?: string;
  input?: unknown;
  expected?: string;
  minimum?: unknown;
  maximum?: unknown;
}

/**
 * The shared rule message of a zod issue that has none of its own (zod's English default): a too long or too short
 * text, a number out of its bounds, a missing value, a wrong type. The forms parse with it
 * (resources/common/ContractForm.tsx `contractResolver`), so no English default reaches a reader of another language;
 * undefined leaves zod's own.
 */
export const issueMessage = (issue: Issue): string | undefined => {
  const field = (rule: keyof typeof messages.field) => `${KEY_ROOT.field}.${rule}`;
  const bound = (value: unknown) => (typeof value === 'bigint' ? Number(value) : (value as number));
  switch (issue.code) {
    case 'too_big':
      if (issue.origin === 'string') return ruleWith(field('maxLength'), { max: bound(issue.maximum) });
      if (issue.origin === 'number') return ruleWith(field('atMost'), { max: bound(issue.maximum) });
      return undefined;
    case 'too_small':
      if (issue.origin === 'string')
        return bound(issue.minimum) <= 1
          ? field('required')
          : ruleWith(field('minLength'), { min: bound(issue.minimum) });
      if (issue.origin === 'number') return ruleWith(field('atLeast'), { min: bound(issue.minimum) });
      return undefined;
    case 'invalid_type':
      if (issue.input === undefined || issue.input === null || issue.input === '') return field('required');
      if (issue.expected === 'number' || issue.expected === 'int') return field('number');
      if (issue.expected === 'string') return field('text');
      if (issue.expected === 'boolean') return field('boolean');
      return undefined;
    default:
      return undefined;
  }
};
