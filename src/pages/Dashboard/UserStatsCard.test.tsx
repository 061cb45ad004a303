import { render, screen } from '@testing-library/react';
import { HttpError } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';

import { AdminContext, testDataProvider } from '../../../tests/AdminContext';
import { UserStatsCard } from './UserStatsCard';

const figures = { users: { total: 215, male: 80, female: 71, labs: 64, without_gender: 64 } };

/** A get whose /dashboard-figures answer waits for `release`, the user stats answering at once. */
function slowFigures(answer: () => Promise<unknown>) {
  let release = () => {};
  const arrived = new Promise<void>(resolve => (release = resolve));
  const get = vi.fn(async (path: string) => {
    if (path.includes('dashboard-figures')) {
      await arrived;
      return { data: await answer() };
    }
    return { data: [215, 20, 195, 80, 71] };
  });
  return { get, release };
}

describe('UserStatsCard', () => {
  it("holds the gender note's place while the figures load (no layout shift), then shows it", async () => {
    const { get, release } = slowFigures(async () => figures);
    render(
      <AdminContext dataProvider={testDataProvider({ get })}>
        <UserStatsCard />
      </AdminContext>,
    );
    expect(await screen.findByTestId('user-stat-note-loading')).toBeInTheDocument();
    expect(screen.queryByTestId('user-stat-note')).not.toBeInTheDocument();
    release();
    expect(await screen.findByTestId('user-stat-note')).toHaveTextContent('64');
    expect(screen.queryByTestId('user-stat-note-loading')).not.toBeInTheDocument();
  });

  it('lets the place go when the figures fail to load', async () => {
    const { get, release } = slowFigures(async () => {
      throw new HttpError('Unreachable', 0, { detail: 'The server could not be reached.' });
    });
    render(
      <AdminContext dataProvider={testDataProvider({ get })}>
        <UserStatsCard />
      </AdminContext>,
    );
    expect(await screen.findByTestId('user-stat-note-loading')).toBeInTheDocument();
    release();
    await vi.waitFor(() => expect(screen.queryByTestId('user-stat-note-loading')).not.toBeInTheDocument(), {
      timeout: 10_000,
    });
    expect(screen.queryByTestId('user-stat-note')).not.toBeInTheDocument();
  });
});
