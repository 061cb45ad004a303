/**
 * The four lab lists (SPEC §2 Labs) — /labslist, /pendingverifications, /verifiedlabs, /blockedlabs — as one react-admin
 * `List` of the labs resource parameterised by its `status` filter; each row and the bulk toolbar offer the lab
 * actions (./LabActions.tsx).
 */
import { Box, Card, CardContent, CircularProgress, Typography } from '@mui/material';
import { List, SearchInput, SelectInput, TextField, TextInput, useListContext, useTranslate } from 'react-admin';

import { labsContract } from '../../contracts/labs';
import { columnsExporter } from '../common/exporter';
import { DateField } from '../common/fields';
import { ResponsiveDatagrid } from '../common/ResponsiveList';
import { bulkActionsOf, LabBulkActionButton, LabRowActions } from './LabActions';
import { LabLogo } from './LabLogo';
import { LabStatusBadge } from './LabStatusBadge';
import { type LabListKind } from './types';
import { ViewDetailsButton } from './ViewDetailsButton';

const L = 'resources.labs.';

const F = `${L}fields.`;

/** A yes/no select filter on a boolean field of the lab. */
const yesNoFilter = (source: 'verified' | 'is_active', yes: string, no: string) => (
  <SelectInput
    key={source}
    source={source}
    label={F + source}
    choices={[
      { id: 'true', name: `${L}filters.${yes}` },
      { id: 'false', name: `${L}filters.${no}` },
    ]}
  />
);

/** List filters (SPEC §2 search box; city, verification and active for the lists where they mean something). */
const labFilters = (kind: LabListKind) => [
  <SearchInput key="q" source="q" alwaysOn />,
  <TextInput key="city" source="city" label={F + 'city'} />,
  ...(kind === 'all' || kind === 'blocked' ? [yesNoFilter('verified', 'verified_yes', 'verified_no')] : []),
  ...(kind === 'all' ? [yesNoFilter('is_active', 'active_yes', 'active_no')] : []),
];

/** The CSV of the current list: the contract's export columns, every cell formula-safe (resources/common/csv.ts). */
const labExporter = columnsExporter('labs', labsContract.export);

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

/** The lab table (SPEC §2): Logo, Lab, Creation Date, Inspection status, Contact Number, View Details, actions. */
const LabDatagrid = ({ kind }: { kind: LabListKind }) => {
  const { isPending } = useListContext();
  const translate = useTranslate();
  if (isPending) return <LabsLoading />;
  return (
    <ResponsiveDatagrid
      rowClick={false}
      bulkActionButtons={
        <>
          {bulkActionsOf(kind).map(action => (
            <LabBulkActionButton key={action} action={action} />
          ))}
        </>
      }
      empty={
        <Typography sx={{ p: 3 }} color="text.secondary">
          {translate(`${L}empty.${kind}`)}
        </Typography>
      }
    >
      <LabLogo label={F + 'Logo'} />
      <TextField source="name" label={F + 'name'} />
      <DateField source="created_at" label={F + 'created_at'} />
      <LabStatusBadge label={F + 'status'} />
      <TextField source="contact_number" label={F + 'contact_number'} />
      <ViewDetailsButton label={F + 'details'} />
      <LabRowActions label={F + 'actions'} />
    </ResponsiveDatagrid>
  );
};

/**
 * One of the four lab lists: the labs resource with its `status` filter, server paging (real pagination replaces the
 * original 'Load more' link), the contract's page size and sort (SPEC §9: 10 per page, by name), search and filters,
 * checkbox selection with bulk actions, CSV export. Each list keeps its own filters, page and selection (storeKey).
 */
export const LabList = ({ kind = 'all' }: { kind?: LabListKind }) => (
  <List
    resource="labs"
    storeKey={`labs.${kind}`}
    title={`${L}titles.${kind}`}
    filter={kind === 'all' ? {} : { status: kind }}
    filters={labFilters(kind)}
    perPage={labsContract.list.perPage}
    sort={labsContract.list.defaultSort}
    exporter={labExporter}
    empty={<LabEmpty kind={kind} />}
  >
    <LabDatagrid kind={kind} />
  </List>
);
