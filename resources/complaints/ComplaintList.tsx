import { useState } from 'react';
import { IconButton, Tooltip } from '@mui/material';
import VisibilityIcon from '@mui/icons-material/VisibilityOutlined';
import {
    DataTable,
    ExportButton,
    List,
    SearchInput,
    SelectInput,
    TopToolbar,
    useRecordContext,
    useTranslate,
} from 'react-admin';

import { DateField } from '../common/fields';
import { ComplaintDialog } from './ComplaintDialog';
import { ComplaintStatusBadge } from './ComplaintStatusBadge';
import { COMPLAINT_STATUSES, type Complaint } from './types';
import { ResponsiveDataTable } from '../common/ResponsiveList';

const STATUS_KEYS: Record<(typeof COMPLAINT_STATUSES)[number], string> = {
    Pending: 'pending',
    'In Progress': 'in_progress',
    Resolved: 'resolved',
};

const complaintFilters = [
    <SearchInput key="q" source="q" alwaysOn />,
    <SelectInput
        key="Status"
        source="Status"
        alwaysOn
        choices={COMPLAINT_STATUSES.map(status => ({ id: status, name: `resources.complaints.status.${STATUS_KEYS[status]}` }))}
    />,
];

const ViewButton = ({ onOpen }: { onOpen: (record: Complaint) => void }) => {
    const record = useRecordContext<Complaint>();
    const translate = useTranslate();
    if (!record) return null;
    const label = translate('resources.complaints.list.view', { id: record.id });
    return (
        <Tooltip title={label}>
            <IconButton
                aria-label={label}
                size="small"
                color="primary"
                onClick={event => {
                    event.stopPropagation();
                    onOpen(record);
                }}
            >
                <VisibilityIcon fontSize="small" />
            </IconButton>
        </Tooltip>
    );
};

/** `/patientcomplaints` (SPEC §2): All Complaints, newest first, 10 per page, search and Status filter, detail modal. */
export const ComplaintList = () => {
    const [viewing, setViewing] = useState<Complaint>();
    return (
        <>
            <List<Complaint>
                resource="complaints"
                title="resources.complaints.list.title"
                perPage={10}
                sort={{ field: 'created_at', order: 'DESC' }}
                filters={complaintFilters}
                actions={<TopToolbar><ExportButton /></TopToolbar>}
                storeKey="complaints.list"
            >
                <ResponsiveDataTable<Complaint>
                    rowClick={(_id, _resource, record) => {
                        setViewing(record as Complaint);
                        return false;
                    }}
                    bulkActionButtons={false}
                >
                    <DataTable.Col source="Type" />
                    <DataTable.Col source="lab_name" />
                    <DataTable.Col source="patient_name" />
                    <DataTable.Col source="created_at">
                        <DateField source="created_at" />
                    </DataTable.Col>
                    <DataTable.Col source="Status">
                        <ComplaintStatusBadge />
                    </DataTable.Col>
                    <DataTable.Col label="resources.complaints.list.actions" align="right" disableSort>
                        <ViewButton onOpen={setViewing} />
                    </DataTable.Col>
                </ResponsiveDataTable>
            </List>
            <ComplaintDialog record={viewing} onClose={() => setViewing(undefined)} />
        </>
    );
};
