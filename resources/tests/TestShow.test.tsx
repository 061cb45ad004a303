import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type DataProvider, HttpError, memoryStore } from 'react-admin';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';

import { i18nProvider } from '../../src/i18n';
import { AdminContext, testDataProvider } from '../../tests/AdminContext';
import { TestShow } from './TestShow';

const lipid = {
  id: 5,
  Title: 'Lipid Profile',
  Description: 'Cholesterol and triglycerides.',
  PreConditions: 'Fasting 12 hours',
  LowerPriceLimit: 1000,
  UpperPriceLimit: 2500,
  AvgDuration: '2 Days',
  created_at: '2025-01-02',
};

const renderShow = (getOne: (resource: string) => Promise<unknown>, locale?: string) =>
  render(
    <AdminContext
      dataProvider={testDataProvider({ getOne: getOne as DataProvider['getOne'] })}
      initialEntries={['/TestOverview/5']}
      {...(locale && { i18nProvider, store: memoryStore({ locale }) })}
    >
      <Routes>
        <Route path="/TestOverview/:id" element={<TestShow />} />
      </Routes>
    </AdminContext>,
  );

describe('TestShow (react-admin Show through DetailShow)', () => {
  it('shows the test with its price range', async () => {
    renderShow(vi.fn(async () => ({ data: lipid })));
    expect(await screen.findByRole('heading', { level: 2, name: 'Lipid Profile' })).toBeInTheDocument();
    expect(screen.getByText('PKR 1,000 - 2,500')).toBeInTheDocument();
    // Each price limit's row names its currency too (resources.tests.money).
    expect(screen.getByText('PKR 1,000')).toBeInTheDocument();
    expect(screen.getByText('PKR 2,500')).toBeInTheDocument();
    expect(screen.getByText('Fasting 12 hours')).toBeInTheDocument();
  });

  it('writes the prices in the language chosen (German: 1.000)', async () => {
    renderShow(
      vi.fn(async () => ({ data: lipid })),
      'de',
    );
    expect(await screen.findByText('PKR 1.000 - 2.500')).toBeInTheDocument();
    // The duration typed as '2 Days' reads in German too.
    expect(screen.getByText('2 Tage')).toBeInTheDocument();
  });

  it('an unknown id says "Test not found." after one call, with no Retry', async () => {
    const getOne = vi.fn<(resource: string) => Promise<unknown>>(async () => {
      throw new HttpError('Test not found', 404, { detail: 'Test not found' });
    });
    renderShow(getOne);
    expect(await screen.findByText('Test not found.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
    expect(getOne).toHaveBeenCalledTimes(1);
  });

  it('a failed load shows the translated error and Retry, which loads the test', async () => {
    const getOne = vi
      .fn<(resource: string) => Promise<unknown>>()
      .mockRejectedValueOnce(new HttpError('Server error', 500, { detail: 'Database unavailable' }))
      .mockResolvedValue({ data: lipid });
    renderShow(getOne);
    expect(await screen.findByText(/Database unavailable/)).toBeInTheDocument();
    expect(screen.queryByText('Test not found.')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Lipid Profile' })).toBeInTheDocument();
  });

  it('on a phone, the way back to the list is a labelled link, not a bare arrow', async () => {
    // Every max-width media query matches: a phone.
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query.includes('max-width'),
      media: query,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }));
    try {
      renderShow(vi.fn(async () => ({ data: lipid })));
      await screen.findByRole('heading', { level: 2, name: 'Lipid Profile' });
      const back = screen.getByRole('link', { name: 'Back to Test Inventory' });
      expect(back).toHaveTextContent('Back to Test Inventory');
      expect(back).toHaveAttribute('href', '/testslist');
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
