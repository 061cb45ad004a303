import { HttpError } from 'react-admin';
import { describe, expect, it } from 'vitest';

import { errorDetail } from './useToast';

const translate = (key: string) => `t(${key})`;

describe('errorDetail', () => {
  it("gives the API's detail", () => {
    expect(errorDetail(new HttpError('x', 500, { detail: 'Database is restarting', errors: {} }), translate)).toBe(
      'Database is restarting',
    );
  });
  it("gives a rule's English detail (contracts/rules.ts) in the reader's language, by its key", () => {
    const refusal = new HttpError('x', 409, {
      detail: 'You cannot block yourself.',
      errors: { id: 'Your own account' },
    });
    expect(errorDetail(refusal, translate)).toBe('t(resources.administrators.validation.selfBlock)');
  });
  it('gives the translated "cannot be reached" sentence when the request never reached the server', () => {
    expect(errorDetail(new HttpError('Cannot reach', 0, { detail: 'Cannot reach', errors: {} }), translate)).toBe(
      't(app.login.network_error)',
    );
  });
  it("falls back to the error's message, takes a caller's own reason, and nothing for what is not an error", () => {
    expect(errorDetail(new Error('boom'), translate)).toBe('boom');
    expect(errorDetail(undefined, translate)).toBeUndefined();
    expect(errorDetail(42, translate)).toBeUndefined();
    expect(errorDetail('', translate)).toBeUndefined();
    expect(errorDetail('The logo must be at most 2 MB.', translate)).toBe('The logo must be at most 2 MB.');
  });
});
