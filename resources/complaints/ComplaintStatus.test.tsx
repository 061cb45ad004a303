import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { complaintsContract } from '../../contracts/feedbacks';
import { AdminContext } from '../../tests/AdminContext';
import { fieldOf } from '../generic/fieldOf';

describe("A complaint's Status, drawn from its contract (a choice with badge colours)", () => {
  it.each([
    ['Resolved', 'Resolved', 'success'],
    ['Pending', 'Pending', 'warning'],
    ['In Progress', 'In Progress', 'warning'],
    ['Escalated', 'Escalated', 'warning'],
  ])('%s reads %s with a %s badge', async (Status, label, color) => {
    render(<AdminContext>{fieldOf(complaintsContract, 'Status', { id: 1, Status })}</AdminContext>);
    const badge = await screen.findByText(label);
    expect(badge.closest('[data-status]')).toHaveAttribute('data-status', color);
    expect(badge.closest('.MuiChip-root')?.className).toContain(color === 'success' ? 'colorSuccess' : 'colorWarning');
  });

  it('a choice without colours stays text', async () => {
    render(<AdminContext>{fieldOf(complaintsContract, 'Type', { id: 1, Type: 'Late Report' })}</AdminContext>);
    const text = await screen.findByText('Late Report');
    expect(text.closest('.MuiChip-root')).toBeNull();
  });
});
