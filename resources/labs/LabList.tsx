/**
 * The four lab lists (SPEC §2 Labs) — /labslist, /pendingverifications, /verifiedlabs, /blockedlabs — as one
 * `ResourceList` of the labs resource parameterised by its `status` filter: its columns and filters are the contract's
 * `view` (contracts/labs.ts), with the logo drawn as the lab's avatar; the Inspection status, View Details and the lab
 * actions (./LabActions.tsx) are the rows' own; the bulk toolbar offers the actions that can apply to the list's labs.
 */
import { Box, Card, CardContent, CircularProgress, Typography } from '@mui/material';
import { SelectInput, useTranslate } from 'react-admin';

import { labsContract } from '../../contracts/labs';
import { ResourceList } from '../common/ResourceList';
import { columnsOf, filtersOf } from '../generic/contractParts';
import { bulkActionsOf, LabBulkActionButton, LabRowActions } from './LabActions';
import { LabLogo } from './LabLogo';
import { LabStatusBadge } from './LabStatusBadge';
import { type LabListKind } from './types';
import { ViewDetailsButton } from './ViewDetailsButton';

const L = 'resources.labs.';

/**
 * A select of the lab's state on a boolean filter of the contract, in its words ('Verified' / 'Unverified', 'Active' /
 * 'Blocked') rather than the generic yes / no.
 */
const stateFilter = (source: 'verified' | 'is_active', yes: string, no: string) => (
  <SelectInput
    key={source}
    source={source}
    choices={[
      { id: 'true', name: `${L}filters.${yes}` },
      { id: 'false', name: `${L}filters.${no}` },
    ]}
  />
);

/**
 * The filters each list offers besides search: the contract's (city, creation date from / to), and the state where it
 * tells its labs apart.
 */
const filtersOfKind = (kind: LabListKind) => [
  ...filtersOf(labsContract),
  ...(kind === 'all' || kind === 'blocked' ? [stateFilter('verified', 'verified_yes', 'verified_no')] : []),
  ...(kind === 'all' ? [stateFilter('is_active', 'active_yes', 'active_no')] : []),
];

const LabEmpty = ({ kind }: { kind: LabListKind }) => {
  const translate = useTranslate();
  return (
    <Card sx={{ mt: 2 }}>
      <CardContent>
        <Typography color="text.secondary">{translate(`${L}empty.${kind}`)}</Typography>
      </CardContent>
    </Card>
  );
};

/** The labs screens' spinner while their lab or page of labs loads (SPEC §2 "spinner"). */
export const LabsLoading = ({ padding = 4 }: { padding?: number }) => {
  const translate = useTranslate();
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', p: padding }}>
      <CircularProgress aria-label={translate('ra.page.loading')} />
    </Box>
  );
};

/**
 * The table's columns: the contract's `view.columns` (Logo, Lab, Creation Date, Contact Number) with the rows' own two
 * — the Inspection status (from `verified` and `is_active`) after the creation date, View Details last — drawn by
 * `columnsOf` like the contract's (labelled `resources.labs.fields.<name>`, not sortable: no record field).
 */
const COLUMNS = [...labsContract.view.columns.slice(0, 3), 'status', ...labsContract.view.columns.slice(3), 'details'];
const OWN_CELLS = { Logo: <LabLogo />, status: <LabStatusBadge />, details: <ViewDetailsButton /> };

/**
 * One of the four lab lists (SPEC §2: Logo, Lab, Creation Date, Inspection status, Contact Number, View Details,
 * actions): the labs resource with its `status` filter, server paging, the contract's page size and sort (SPEC §9: 10
 * per page, by name), search and filters, checkbox selection with bulk actions, CSV export of `export`. Each list keeps
 * its own filters, page and selection (storeKey).
 */
export const LabList = ({ kind = 'all' }: { kind?: LabListKind }) => (
  <ResourceList
    contract={labsContract}
    storeKey={`labs.${kind}`}
    title={`${L}titles.${kind}`}
    filter={kind === 'all' ? {} : { status: kind }}
    filters={filtersOfKind(kind)}
    emptyPage={<LabEmpty kind={kind} />}
    bulkActionButtons={
      <>
        {bulkActionsOf(kind).map(action => (
          <LabBulkActionButton key={action} action={action} />
        ))}
      </>
    }
    rowActions={<LabRowActions />}
    rowActionsLabel={`${L}fields.actions`}
  >
    {columnsOf(labsContract, { fields: COLUMNS, own: OWN_CELLS })}
  </ResourceList>
);
