/** Valid request bodies the API tests and the load runs send. */

/** A lab's registration (POST /api/auth/registerLab/), valid as it stands; `overrides` change single fields. */
export function labRegistration(email: string, name: string, overrides: Record<string, unknown> = {}) {
  return {
    email,
    password: 'Register123',
    name,
    labname: name,
    address: 'Mall Road, Lahore',
    city: 'Lahore',
    contact_number: '0300-1234567',
    landline_number: '042-1234567',
    latitude: 31.5,
    longitude: 74.3,
    ...overrides,
  };
}
