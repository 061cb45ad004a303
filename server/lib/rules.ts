/**
 * Validation rules and messages shared by the API and the app (SPEC §5). Pure: no server imports,
 * so the browser bundle can use it too.
 */
export const PHONE_PATTERN = /^((\+92)|(0092)|(92)|(0))?3\d{2}-\d{7}$/;
export const CNIC_PATTERN = /^\d{5}-\d{7}-\d$/;
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const ALPHANUMERIC_PATTERN = /^[a-zA-Z0-9]+$/;
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
} as const;
