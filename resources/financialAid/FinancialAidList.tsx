import { Button, Tab, Tabs, Typography } from '@mui/material';
import { Title, useListContext, useRecordContext, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';

import { useApplyFilters } from '../common/filterForm';
import { GenericList } from '../generic/GenericList';
import type { FinancialAid } from './types';

/** The tabs: approved (SPEC's list, the server's default), then the designed ones. `Status` filter values. */
const TABS = [
  { key: 'approved', status: undefined, title: 'title', empty: 'empty' },
  { key: 'pending', status: 'Pending Response', title: 'title_pending', empty: 'empty_pending' },
  { key: 'rejected', status: 'Rejected', title: 'title_rejected', empty: 'empty_rejected' },
  { key: 'all', status: 'all', title: 'title_all', empty: 'empty_all' },
] as const;

const L = 'resources.financialAid.list.';

const useCurrentTab = () => {
  const filterValues = useListContext<FinancialAid>().filterValues as Record<string, unknown>;
  return TABS.find(tab => tab.status === filterValues.Status) ?? TABS[0];
};

const StatusTabs = () => {
  const translate = useTranslate();
  const applyFilters = useApplyFilters();
  const current = useCurrentTab();
  return (
    <>
      <Title title={`${L}${current.title}`} />
      <Tabs
        value={current.key}
        onChange={(_event, key: string) => {
          const tab = TABS.find(t => t.key === key) ?? TABS[0];
          // With the search as typed, even if react-admin has not applied it yet.
          applyFilters({ Status: tab.status });
        }}
        aria-label={translate(`${L}show`)}
        variant="scrollable"
        allowScrollButtonsMobile
        sx={{ px: 2, borderBottom: 1, borderColor: 'divider' }}
      >
        {TABS.map(tab => (
          <Tab
            key={tab.key}
            value={tab.key}
            label={translate(`resources.financialAid.filters.Status.${tab.status ?? 'Approved'}`)}
          />
        ))}
      </Tabs>
    </>
  );
};

const Empty = () => {
  const translate = useTranslate();
  const current = useCurrentTab();
  return (
    <Typography sx={{ p: 4, textAlign: 'center' }} color="text.secondary">
      {translate(`${L}${current.empty}`)}
    </Typography>
  );
};

const ViewDetailsLink = () => {
  const record = useRecordContext<FinancialAid>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    // A small text button, as the other lists' row actions (Payables' Update Status), on the cards too.
    <Button
      size="small"
      component={RouterLink}
      to={`/financialaiddetails/${record.id}`}
      aria-label={translate(`${L}view_details_of`, { name: record.patient_name })}
      sx={{ whiteSpace: 'nowrap' }}
    >
      {translate(`${L}view_details`)}
    </Button>
  );
};

/**
 * `/financialaid` (SPEC §2): 'Approved Financial Aid', search, every column sortable, 10 per page by patient name,
 * View Details; tabs for pending, rejected and all requests (designed). The columns, the date range and the phone
 * cards are the contract's (contracts/finance.ts `view`); the tabs set its `Status` filter.
 */
const FinancialAidList = () => (
  <GenericList
    resource="financialAid"
    exportName="financial-aid"
    title={false}
    above={<StatusTabs />}
    empty={<Empty />}
    rowActions={<ViewDetailsLink />}
    rowActionsLabel={`${L}view_details`}
    // View Details opens a request (SPEC §2), not the row.
    rowClick={false}
  />
);

export default FinancialAidList;
