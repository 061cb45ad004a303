import { useState } from 'react';
import { Button } from '@mui/material';
import EditIcon from '@mui/icons-material/EditOutlined';
import { DataTable, ExportButton, List, SearchInput, TopToolbar, useRecordContext, useTranslate } from 'react-admin';

import { DateField, MoneyField } from '../common/fields';
import { payableExporter } from './payableExporter';
import type { Payable } from './types';
import { UpdateStatusDialog } from './UpdateStatusDialog';
import { ResponsiveDataTable } from '../common/ResponsiveList';

export const PAYABLE_LIST_PATH = '/accountspayable';

const payableFilters = [<SearchInput key="q" source="q" alwaysOn />];


const UpdateStatusButton = ({ onOpen }: { onOpen: (record: Payable) => void }) => {
    const record = useRecordContext<Payable>();
    const translate = useTranslate();
    if (!record) return null;
    return (
        <Button size="small" startIcon={<EditIcon fontSize="small" />} onClick={() => onOpen(record)}
            aria-label={translate('resources.payables.list.update_order', { orderId: record.orderId })}>
            {translate('resources.payables.list.update')}
        </Button>
    );
};

/** `/accountspayable` (SPEC §2, §9: 5 per page, orderId descending): search, export, Update Status modal. */
export const PayableList = () => {
    const [editing, setEditing] = useState<Payable>();
    return (
        <>
            <List<Payable>
                resource="payables"
                title="resources.payables.list.title"
                perPage={5}
                sort={{ field: 'orderId', order: 'DESC' }}
                filters={payableFilters}
                actions={<TopToolbar><ExportButton /></TopToolbar>}
                exporter={payableExporter}
                storeKey="payables.list"
            >
                <ResponsiveDataTable<Payable> rowClick={false} bulkActionButtons={false}>
                    <DataTable.Col source="orderId" />
                    <DataTable.Col source="lab_name" />
                    <DataTable.Col source="PaymentType" />
                    <DataTable.Col source="Total" align="right"><MoneyField source="Total" /></DataTable.Col>
                    <DataTable.Col source="Status" />
                    <DataTable.Col source="created_at">
                        <DateField source="created_at" />
                    </DataTable.Col>
                    <DataTable.Col label="resources.payables.list.actions" disableSort>
                        <UpdateStatusButton onOpen={setEditing} />
                    </DataTable.Col>
                </ResponsiveDataTable>
            </List>
            <UpdateStatusDialog record={editing} onClose={() => setEditing(undefined)} />
        </>
    );
};
