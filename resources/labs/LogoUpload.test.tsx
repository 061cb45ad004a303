import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { HttpError, Notification } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';

import { AdminContext, testDataProvider } from '../../tests/AdminContext';
import { LOGO_MAX_BYTES, logoFileError } from './logoFile';
import { LogoUpload } from './LogoUpload';
import type { Lab } from './types';

const lab = { id: 'lab@labhub.pk', email: 'lab@labhub.pk', name: 'LabHub', Logo: null } as Lab;

describe('logoFileError', () => {
  it('accepts PNG, JPEG and WebP up to 2 MB', () => {
    expect(logoFileError({ type: 'image/png', size: 100 })).toBeUndefined();
    expect(logoFileError({ type: 'image/jpeg', size: LOGO_MAX_BYTES })).toBeUndefined();
    expect(logoFileError({ type: 'image/webp', size: 1 })).toBeUndefined();
  });
  it('refuses other types and larger files', () => {
    expect(logoFileError({ type: 'image/gif', size: 10 })).toBe('resources.labs.profile.logo_type');
    expect(logoFileError({ type: 'application/pdf', size: 10 })).toBe('resources.labs.profile.logo_type');
    expect(logoFileError({ type: 'image/png', size: LOGO_MAX_BYTES + 1 })).toBe('resources.labs.profile.logo_size');
  });
});

const setup = (action = vi.fn(async () => ({ data: { ...lab, Logo: '/api/profiles/logo/1' } }))) => {
  const onUploaded = vi.fn();
  render(
    <AdminContext dataProvider={testDataProvider({ action })}>
      <LogoUpload lab={lab} onUploaded={onUploaded} />
      <Notification />
    </AdminContext>,
  );
  return { action, onUploaded };
};

const choose = (file: File) => fireEvent.change(screen.getByTestId('logo-input'), { target: { files: [file] } });

describe('LogoUpload', () => {
  it('refuses a GIF in the browser with a clear message', async () => {
    const { action } = setup();
    choose(new File(['GIF89a'], 'logo.gif', { type: 'image/gif' }));
    expect(await screen.findByText('The logo must be a PNG, JPEG or WebP image.')).toBeInTheDocument();
    expect(action).not.toHaveBeenCalled();
  });

  it('refuses a file over 2 MB', async () => {
    const { action } = setup();
    choose(new File([new Uint8Array(LOGO_MAX_BYTES + 1)], 'big.png', { type: 'image/png' }));
    expect(await screen.findByText('The logo must be at most 2 MB.')).toBeInTheDocument();
    expect(action).not.toHaveBeenCalled();
  });

  it('uploads a PNG with the success toast', async () => {
    const { action, onUploaded } = setup();
    const file = new File([new Uint8Array([137, 80, 78, 71])], 'logo.png', { type: 'image/png' });
    choose(file);
    await waitFor(() =>
      expect(action).toHaveBeenCalledWith('labs', 'uploadLogo', { id: 'lab@labhub.pk', data: { Logo: file } }),
    );
    expect(await screen.findByText('Image Uploaded Successfully')).toBeInTheDocument();
    expect(onUploaded).toHaveBeenCalled();
  });

  it("shows the server's detail when it refuses the file", async () => {
    const refuse = vi.fn(async () => {
      throw new HttpError('Unsupported', 415, { detail: 'The logo must be a PNG, JPEG or WebP image.', errors: {} });
    });
    setup(refuse);
    choose(new File(['x'], 'fake.png', { type: 'image/png' }));
    // The toast says why, and so does the alert under the button.
    expect(
      await screen.findByText('Error Uploading Image: The logo must be a PNG, JPEG or WebP image.'),
    ).toBeInTheDocument();
    expect(
      screen.getAllByRole('alert').some(a => a.textContent === 'The logo must be a PNG, JPEG or WebP image.'),
    ).toBe(true);
  });
});
