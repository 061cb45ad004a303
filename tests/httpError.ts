import { HttpError } from 'react-admin';
import { expect } from 'vitest';

/** The HttpError a call rejects with; the test fails when the call succeeds or fails with anything else. */
export async function httpError(promise: Promise<unknown>): Promise<HttpError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(HttpError);
    return error as HttpError;
  }
  throw new Error('expected an HttpError');
}
