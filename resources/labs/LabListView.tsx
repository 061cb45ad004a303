import { Card, CardContent, Typography } from '@mui/material';
import { List, useTranslate } from 'react-admin';

import { LabDatagrid } from './LabDatagrid';
import { labExporter } from './labExporter';
import { labFilters } from './labFilters';
import type { LabListKind } from './types';

/** SPEC §9: labs and blocked labs 10 per page, by name ascending. */
export const LAB_PAGE_SIZE = 10;

const LabEmpty = ({ kind }: { kind: LabListKind }) => {
    const translate = useTranslate();
    return (
        <Card sx={{ mt: 2 }}>
            <CardContent>
                <Typography color="text.secondary">{translate(`resources.labs.empty.${kind}`)}</Typography>
            </CardContent>
        </Card>
    );
};

/**
 * One of the four lab lists: the labs resource with its `status` filter, server paging (real pagination replaces
 * the original 'Load more' link), search and filters, checkbox selection with bulk actions, CSV export.
 * Each list keeps its own filters, page and selection (storeKey).
 */
export const LabListView = ({ kind }: { kind: LabListKind }) => (
    <List
        resource="labs"
        storeKey={`labs.${kind}`}
        title={`resources.labs.titles.${kind}`}
        filter={kind === 'all' ? {} : { status: kind }}
        filters={labFilters(kind)}
        perPage={LAB_PAGE_SIZE}
        sort={{ field: 'name', order: 'ASC' }}
        exporter={labExporter}
        empty={<LabEmpty kind={kind} />}
    >
        <LabDatagrid kind={kind} />
    </List>
);
