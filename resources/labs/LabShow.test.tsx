import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { type DataProvider, HttpError } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';

import { AdminContext, testDataProvider } from '../../tests/AdminContext';
import { LabShow } from './LabShow';
import { ReviewList } from './ReviewList';

const lab = { id: 'a@lab.pk', email: 'a@lab.pk', labId: 7, name: 'Alpha Lab', verified: true, is_active: true };

const renderShow = (getOne: DataProvider['getOne'], id = 'a@lab.pk') =>
  render(
    <AdminContext dataProvider={testDataProvider({ getOne })}>
      <LabShow id={id} title="resources.labs.titles.overview" failedHeader={<span>Back</span>}>
        {found => <h2>{found.name}</h2>}
      </LabShow>
    </AdminContext>,
  );

describe('LabShow', () => {
  it('a failed load shows the translated error with Retry, and Retry loads the lab', async () => {
    const getOne = vi
      .fn()
      .mockRejectedValueOnce(new HttpError('Server error', 500, { detail: 'Database unavailable.' }))
      .mockResolvedValue({ data: lab });
    renderShow(getOne);
    expect(await screen.findByText(/The data could not be loaded\. \(Database unavailable\.\)/)).toBeInTheDocument();
    expect(screen.getByText('Back')).toBeInTheDocument();
    expect(screen.queryByText('Lab not found')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Alpha Lab' })).toBeInTheDocument();
    expect(getOne).toHaveBeenCalledTimes(2);
  });

  it('a lab that does not exist reads "Lab not found"', async () => {
    renderShow(vi.fn().mockRejectedValue(new HttpError('Not found.', 404, { detail: 'Not found.' })), 'nobody@lab.pk');
    expect(await screen.findByText('Lab not found')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  });

  it('opened by its number, shows the lab whose key is its email', async () => {
    const getOne = vi.fn().mockResolvedValue({ data: lab });
    renderShow(getOne, '7');
    expect(await screen.findByRole('heading', { name: 'Alpha Lab' })).toBeInTheDocument();
    expect(getOne).toHaveBeenCalledWith('labs', expect.objectContaining({ id: '7' }));
  });
});

describe('LabReferences', () => {
  it("the reviews' failed load shows the error with Retry, not 'No Reviews Found'", async () => {
    const getManyReference = vi
      .fn()
      .mockRejectedValueOnce(new HttpError('Server error', 500, {}))
      .mockResolvedValue({ data: [{ id: 1, name: 'Sara', Review: 'Quick and clean.', Reply: null }], total: 1 });
    render(
      <AdminContext dataProvider={testDataProvider({ getManyReference })}>
        <ReviewList email="a@lab.pk" />
      </AdminContext>,
    );
    expect(await screen.findByText('The data could not be loaded.')).toBeInTheDocument();
    expect(screen.queryByText('No Reviews Found')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Quick and clean.')).toBeInTheDocument();
    await waitFor(() => expect(getManyReference).toHaveBeenCalledTimes(2));
  });
});
