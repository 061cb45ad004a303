import { Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

import { ExportToolbar } from '../common/ResourceList';
import { GenericList } from '../generic/GenericList';
import { TotalDonationsCard } from './TotalDonationsCard';

/** 'Donation Details' on the left of the toolbar, Export on the right. */
const DonationListActions = () => {
  const translate = useTranslate();
  return (
    <ExportToolbar sx={{ width: '100%', justifyContent: 'space-between', alignItems: 'center' }}>
      {/* The toolbar keeps its items on one line: a long heading (Russian's) wraps instead of pushing Export off a phone. */}
      <Typography variant="h6" component="h2" sx={{ whiteSpace: 'normal', minWidth: 0, overflowWrap: 'anywhere' }}>
        {translate('resources.donations.list.details')}
      </Typography>
    </ExportToolbar>
  );
};

/**
 * `/donations` (SPEC §2 Donations, §9: 10 per page): the Donation Details table, newest first — the contract's list
 * (contracts/finance.ts `view`) under the toolbar's heading.
 */
const DonationList = () => <GenericList resource="donations" actions={<DonationListActions />} />;

/** The screen: 'Total Donations' card above the list. */
export const DonationsPage = () => (
  <>
    <TotalDonationsCard />
    <DonationList />
  </>
);
