import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { AdminContext, testAuthProvider } from '../../tests/AdminContext';
import { Menu } from './Menu';

const renderMenu = (role: 'admin' | 'lab', path = '/dashboard') =>
  render(
    <AdminContext authProvider={testAuthProvider({ getPermissions: async () => role })} initialEntries={[path]}>
      <Menu />
    </AdminContext>,
  );

/** Each role's menu entries (text and link) in SPEC order; a role sees these and no other. */
const ENTRIES: Record<'admin' | 'lab', [string, string | null][]> = {
  admin: [
    ['Dashboard', '/dashboard'],
    ['Labs', '/verifiedlabs'],
    ['Blocked Labs', '/blockedlabs'],
    ['Test Inventory', '/testslist'],
    ['Financial Aid', '/financialaid'],
    ['Donations', '/donations'],
    ['Pending Verifications', '/pendingverifications'],
    ['Staff', '/stafflist'],
    ['Reports', null],
    ['Customer Complaints', '/patientcomplaints'],
    ['Administrators', '/administrators'],
    ['History', '/history'],
    ['FAQ', '/pages-faqs'],
  ],
  lab: [
    ['Profile', '/editprofile'],
    ['Reviews', '/editprofile#reviews'],
    ['Notifications', '/notifications'],
    ['FAQ', '/pages-faqs'],
  ],
};

describe('Menu', () => {
  it.each(['admin', 'lab'] as const)('shows the %s its own entries in SPEC order, and no other', async role => {
    renderMenu(role);
    await screen.findByRole('menuitem', { name: ENTRIES[role][0][0] });
    expect(screen.getAllByRole('menuitem').map(item => [item.textContent, item.getAttribute('href')])).toEqual(
      ENTRIES[role],
    );
  });

  it('marks the current page', async () => {
    renderMenu('admin');
    expect(await screen.findByRole('menuitem', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
  });

  it('opens Reports on demand', async () => {
    const user = userEvent.setup();
    renderMenu('admin');
    const reports = await screen.findByRole('menuitem', { name: 'Reports' });
    expect(reports).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('menuitem', { name: 'Accounts Payable' })).not.toBeInTheDocument();
    await user.click(reports);
    expect(reports).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('menuitem', { name: 'Accounts Payable' })).toHaveAttribute('href', '/accountspayable');
    expect(screen.getByRole('menuitem', { name: 'Accounts Receivable' })).toHaveAttribute(
      'href',
      '/accountsrecievable',
    );
    expect(screen.getByRole('menuitem', { name: 'Invoices' })).toHaveAttribute('href', '/invoices-list');
  });

  it('opens Reports when the current page is one of its entries', async () => {
    renderMenu('admin', '/accountsrecievable');
    expect(await screen.findByRole('menuitem', { name: 'Accounts Receivable' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });
});
