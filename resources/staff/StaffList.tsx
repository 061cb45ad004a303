import { useState, type MouseEvent } from 'react';
import { Box, IconButton, Link as MuiLink, Tooltip, Typography } from '@mui/material';
import PersonAddIcon from '@mui/icons-material/PersonAddAlt';
import EditIcon from '@mui/icons-material/EditOutlined';
import VisibilityIcon from '@mui/icons-material/VisibilityOutlined';
import {
    Button,
    DataTable,
    ExportButton,
    List,
    Pagination,
    SearchInput,
    TopToolbar,
    useRecordContext,
    useTranslate,
} from 'react-admin';

import { DateField } from '../common/fields';
import { Link } from 'react-router-dom';

import { BulkDeleteRecordsButton } from '../common/BulkDeleteRecordsButton';
import { DeleteRecordButton } from '../common/DeleteRecordButton';
import { StaffEditDialog } from './StaffEditDialog';
import { staffExporter } from './staffExporter';
import type { Staff } from './types';
import { ResponsiveDataTable } from '../common/ResponsiveList';

const deleteLabelArgs = (member: Staff) => ({ name: member.name });

export const STAFF_REGISTER_PATH = '/registerstaff';
export const staffShowPath = (email: string) => `/staffdetails/${encodeURIComponent(email)}`;

const staffFilters = [<SearchInput key="q" source="q" alwaysOn />];

const RegisterStaffButton = () => (
    <Button component={Link} to={STAFF_REGISTER_PATH} label="resources.staff.list.register" variant="contained">
        <PersonAddIcon />
    </Button>
);

const StaffListActions = () => (
    <TopToolbar>
        <RegisterStaffButton />
        <ExportButton />
    </TopToolbar>
);

/** SPEC §2: 'No Staff Found! Register one now.' with the Register Staff button. */
export const StaffListEmpty = () => {
    const translate = useTranslate();
    return (
        <Box sx={{ textAlign: 'center', p: 4, width: '100%' }}>
            <Typography variant="h6" component="p" gutterBottom>
                {translate('resources.staff.list.empty')}
            </Typography>
            <RegisterStaffButton />
        </Box>
    );
};

const RowActions = ({ onEdit }: { onEdit: (record: Staff) => void }) => {
    const record = useRecordContext<Staff>();
    const translate = useTranslate();
    if (!record) return null;
    const edit = translate('resources.staff.list.edit', { name: record.name });
    const view = translate('resources.staff.list.view', { name: record.name });
    return (
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', whiteSpace: 'nowrap' }}>
            <Tooltip title={view}>
                <IconButton
                    component={Link}
                    to={staffShowPath(record.email)}
                    aria-label={view}
                    size="small"
                    color="primary"
                    onClick={(event: MouseEvent) => event.stopPropagation()}
                >
                    <VisibilityIcon fontSize="small" />
                </IconButton>
            </Tooltip>
            <Tooltip title={edit}>
                <IconButton
                    aria-label={edit}
                    size="small"
                    color="primary"
                    onClick={event => {
                        event.stopPropagation();
                        onEdit(record);
                    }}
                >
                    <EditIcon fontSize="small" />
                </IconButton>
            </Tooltip>
            <DeleteRecordButton<Staff> labelArgs={deleteLabelArgs} />
        </Box>
    );
};

const noWrap = { whiteSpace: 'nowrap' } as const;

/** `/stafflist` (SPEC §2 Staff, §9: 20 per page, name ascending): search, edit modal, delete, export. */
export const StaffList = () => {
    const [editing, setEditing] = useState<Staff>();
    return (
        <>
            <List<Staff>
                resource="staff"
                title="resources.staff.list.title"
                perPage={20}
                pagination={<Pagination rowsPerPageOptions={[10, 20, 50, 100]} />}
                sort={{ field: 'name', order: 'ASC' }}
                filters={staffFilters}
                actions={<StaffListActions />}
                empty={<StaffListEmpty />}
                exporter={staffExporter}
                storeKey="staff.list"
            >
                <ResponsiveDataTable<Staff>
                    rowClick={(_id, _resource, record) => {
                        setEditing(record);
                        return false;
                    }}
                    bulkActionButtons={<BulkDeleteRecordsButton />}
                >
                    <DataTable.Col
                        source="name"
                        render={(record: Staff) => (
                            <MuiLink component={Link} to={staffShowPath(record.email)} underline="hover" sx={{ fontWeight: 500 }} onClick={(event: MouseEvent) => event.stopPropagation()}>
                                {record.name}
                            </MuiLink>
                        )}
                    />
                    <DataTable.Col source="email" />
                    <DataTable.Col source="contact_number" sx={noWrap} />
                    <DataTable.Col source="CNIC" sx={noWrap} />
                    <DataTable.Col source="date_joined" sx={noWrap}>
                        <DateField source="date_joined" />
                    </DataTable.Col>
                    <DataTable.Col label="resources.staff.list.actions" align="right" disableSort>
                        <RowActions onEdit={setEditing} />
                    </DataTable.Col>
                </ResponsiveDataTable>
            </List>
            <StaffEditDialog record={editing} onClose={() => setEditing(undefined)} />
        </>
    );
};
