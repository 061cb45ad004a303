import { Box, CircularProgress, Typography } from '@mui/material';
import { TextField, useListContext, useTranslate } from 'react-admin';

import { DateField } from '../common/fields';
import { ResponsiveDatagrid } from '../common/ResponsiveList';
import { LabBulkActions } from './LabBulkActions';
import { LabLogo } from './LabLogo';
import { LabRowActions } from './LabRowActions';
import { LabStatusBadge } from './LabStatusBadge';
import type { LabListKind } from './types';
import { ViewDetailsButton } from './ViewDetailsButton';

const L = 'resources.labs.fields.';

/** The lab table (SPEC §2): Logo, Lab, Creation Date, Inspection status, Contact Number, View Details, actions. */
export const LabDatagrid = ({ kind }: { kind: LabListKind }) => {
    const { isPending } = useListContext();
    const translate = useTranslate();
    if (isPending) {
        return (
            <Box sx={{ display: 'flex', justifyContent: 'center', p: 4 }}>
                <CircularProgress aria-label={translate('ra.page.loading')} />
            </Box>
        );
    }
    return (
        <ResponsiveDatagrid
            rowClick={false}
            bulkActionButtons={<LabBulkActions kind={kind} />}
            empty={
                <Typography sx={{ p: 3 }} color="text.secondary">
                    {translate(`resources.labs.empty.${kind}`)}
                </Typography>
            }
        >
            <LabLogo label={L + 'Logo'} />
            <TextField source="name" label={L + 'name'} />
            <DateField source="created_at" label={L + 'created_at'} />
            <LabStatusBadge label={L + 'status'} />
            <TextField source="contact_number" label={L + 'contact_number'} />
            <ViewDetailsButton label={L + 'details'} />
            <LabRowActions kind={kind} label={L + 'actions'} />
        </ResponsiveDatagrid>
    );
};
