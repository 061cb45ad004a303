import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { AdminContext } from '../../tests/AdminContext';
import { LabStatusBadge } from './LabStatusBadge';

describe('LabStatusBadge', () => {
  it.each([
    [{ verified: true, is_active: true }, 'Verified'],
    [{ verified: false, is_active: true }, 'Pending'],
    [{ verified: true, is_active: false }, 'Blocked'],
    [{ verified: false, is_active: false }, 'Blocked'],
  ])('%o reads %s', async (record, label) => {
    render(
      <AdminContext>
        <LabStatusBadge record={record} />
      </AdminContext>,
    );
    expect(await screen.findByText(label)).toBeInTheDocument();
  });
});
