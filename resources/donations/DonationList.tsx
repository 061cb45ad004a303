import { Typography } from '@mui/material';
import { DataTable, ExportButton, List, SearchInput, TopToolbar, useTranslate } from 'react-admin';

import { DateField, MoneyField } from '../common/fields';
import { donationExporter } from './donationExporter';
import { TotalDonationsCard } from './TotalDonationsCard';
import type { Donation } from './types';
import { ResponsiveDataTable } from '../common/ResponsiveList';

const donationFilters = [<SearchInput key="q" source="q" alwaysOn />];

const DonationListActions = () => {
    const translate = useTranslate();
    return (
        <TopToolbar sx={{ width: '100%', justifyContent: 'space-between', alignItems: 'center' }}>
            <Typography variant="h6" component="h2">{translate('resources.donations.list.details')}</Typography>
            <ExportButton />
        </TopToolbar>
    );
};

/** `/donations` (SPEC §2 Donations, §9: 10 per page): total card and the Donation Details table, newest first. */
export const DonationList = () => (
    <List<Donation>
        resource="donations"
        title="resources.donations.list.title"
        perPage={10}
        sort={{ field: 'Time', order: 'DESC' }}
        filters={donationFilters}
        actions={<DonationListActions />}
        exporter={donationExporter}
        storeKey="donations.list"
    >
        <ResponsiveDataTable<Donation> rowClick={false} bulkActionButtons={false}>
            <DataTable.Col source="Time">
                <DateField source="Time" showTime />
            </DataTable.Col>
            <DataTable.Col source="Donor_Name" />
            <DataTable.Col source="Donor_Email" />
            <DataTable.Col source="Amount" align="right">
                <MoneyField source="Amount" />
            </DataTable.Col>
        </ResponsiveDataTable>
    </List>
);

/** The screen: 'Total Donations' card above the list. */
export const DonationsPage = () => (
    <>
        <TotalDonationsCard />
        <DonationList />
    </>
);
