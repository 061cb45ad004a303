import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { AdminContext } from '../../tests/AdminContext';
import { ComplaintStatusBadge } from './ComplaintStatusBadge';

describe('ComplaintStatusBadge', () => {
  it.each([
    ['Resolved', 'Resolved', 'success'],
    ['Pending', 'Pending', 'warning'],
    ['In Progress', 'In Progress', 'warning'],
    ['Escalated', 'Escalated', 'warning'],
  ])('%s reads %s with a %s badge', async (Status, label, color) => {
    render(
      <AdminContext>
        <ComplaintStatusBadge record={{ Status }} />
      </AdminContext>,
    );
    const badge = await screen.findByText(label);
    expect(badge.closest('[data-status]')).toHaveAttribute('data-status', color);
    expect(badge.closest('.MuiChip-root')?.className).toContain(color === 'success' ? 'colorSuccess' : 'colorWarning');
  });
});
