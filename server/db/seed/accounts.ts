/** The demo's accounts: the two to sign in with, and the password every other seeded account shares. */
export const DEMO_ACCOUNTS = {
  admin: { email: 'admin@labhub.pk', password: 'Admin1234', name: 'Admin', role: 'admin' },
  lab: {
    email: 'lab@labhub.pk',
    password: 'Lab12345',
    name: 'LabHub Diagnostics Lahore',
    labname: 'LabHub Diagnostics',
    city: 'Lahore',
    role: 'lab',
  },
} as const;

/** The password of every other seeded account (patients, the other labs, staff). */
export const DEMO_SHARED_PASSWORD = 'Patient123';

export const ADMIN_EMAIL = DEMO_ACCOUNTS.admin.email;
