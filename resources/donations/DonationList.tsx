import { Typography } from '@mui/material';
import { DataTable, useRecordContext, useTranslate } from 'react-admin';

import { donationsContract } from '../../contracts/finance';
import { useFormatters } from '../../lib/format';
import { DateField } from '../common/fields';
import { ExportToolbar, ResourceList } from '../common/ResourceList';
import { TotalDonationsCard } from './TotalDonationsCard';
import type { Donation } from './types';

/** 'Donation Details' on the left of the toolbar, Export on the right. */
const DonationListActions = () => {
  const translate = useTranslate();
  return (
    <ExportToolbar sx={{ width: '100%', justifyContent: 'space-between', alignItems: 'center' }}>
      <Typography variant="h6" component="h2">
        {translate('resources.donations.list.details')}
      </Typography>
    </ExportToolbar>
  );
};

/** A donation's amount with its currency, 'PKR 5,000' (the column keeps SPEC's heading 'Amount'). */
const DonationAmount = () => {
  const record = useRecordContext<Donation>();
  const translate = useTranslate();
  const { amount } = useFormatters();
  if (typeof record?.Amount !== 'number') return null;
  return <span>{translate('resources.donations.total.amount', { amount: amount(record.Amount) })}</span>;
};

/** `/donations` (SPEC §2 Donations, §9: 10 per page): the Donation Details table, newest first. */
export const DonationList = () => (
  <ResourceList<Donation> contract={donationsContract} actions={<DonationListActions />}>
    <DataTable.Col source="Time">
      <DateField source="Time" showTime />
    </DataTable.Col>
    <DataTable.Col source="Donor_Name" />
    <DataTable.Col source="Donor_Email" />
    <DataTable.Col source="Amount" align="right">
      <DonationAmount />
    </DataTable.Col>
  </ResourceList>
);

/** The screen: 'Total Donations' card above the list. */
export const DonationsPage = () => (
  <>
    <TotalDonationsCard />
    <DonationList />
  </>
);
