/** Valid request bodies the API tests and the load runs send. */
import type { LabRegistrationBody } from '../../contracts/labs.js';

/** A lab's registration (POST /api/auth/registerLab/), valid as it stands; `overrides` change single fields. */
export function labRegistration(email: string, name: string, overrides: Record<string, unknown> = {}) {
  const body: LabRegistrationBody = {
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
  };
  return { ...body, ...overrides };
}

/** A lab test for the catalogue (POST /Inventory/AddTest), valid as it stands, titled `title`. */
export function catalogueTest(title: string) {
  return {
    Title: title,
    Description:
      'Measures the amount of ferritin in the blood, which reflects the body iron stores; used to diagnose iron deficiency anaemia and iron overload.',
    PreConditions: 'No special preparation',
    LowerPriceLimit: 900,
    UpperPriceLimit: 1800,
    AvgDuration: '24 Hours',
  };
}
