import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { createHttp } from '../../dataProvider/http';
import { AdminContext } from '../../tests/AdminContext';
import { LoadError } from './LoadError';

describe('LoadError', () => {
  it('says the server could not be reached, without the request (kept for the console)', async () => {
    // A port nothing listens on: the request fails as it does with the server down.
    const server = createServer();
    await new Promise<void>(resolve => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    await new Promise<void>(resolve => server.close(() => resolve()));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const error: unknown = await createHttp({ apiUrl: `http://127.0.0.1:${port}/api`, getToken: () => 't' })
      .request('GET', '/Inventory/ViewTests')
      .catch((e: unknown) => e);
    render(
      <AdminContext>
        <LoadError error={error} onRetry={() => undefined} />
      </AdminContext>,
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The server could not be reached. Please try again.');
    expect(alert.textContent).not.toMatch(/GET|Inventory|fetch|ECONNREFUSED/);
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(String(warn.mock.calls[0]?.[0])).toContain('GET /Inventory/ViewTests');
    warn.mockRestore();
  });
});
