import { DataTable, ExportButton, List, SearchInput, TopToolbar } from 'react-admin';

import { DateField, MoneyField } from '../common/fields';
import { receivableExporter } from './receivableExporter';
import { MarkReceivedButton } from './MarkReceivedButton';
import { ReceivableStatusBadge } from './ReceivableStatusBadge';
import { ReceivableTotalsCards } from './ReceivableTotalsCards';
import type { Receivable } from './types';
import { ResponsiveDataTable } from '../common/ResponsiveList';

const receivableFilters = [<SearchInput key="q" source="q" alwaysOn />];


/**
 * `/accountsrecievable` (designed, docs/DECISIONS.md): cash orders whose commission labs owe the platform.
 * Totals row over every receivable, then the table: 10 per page, orderId descending, search, export.
 */
export const ReceivableList = () => (
    <>
        <ReceivableTotalsCards />
        <List<Receivable>
            resource="receivables"
            title="resources.receivables.list.title"
            perPage={10}
            sort={{ field: 'orderId', order: 'DESC' }}
            filters={receivableFilters}
            actions={<TopToolbar><ExportButton /></TopToolbar>}
            exporter={receivableExporter}
            storeKey="receivables.list"
        >
            <ResponsiveDataTable<Receivable> rowClick={false} bulkActionButtons={false}>
                <DataTable.Col source="orderId" />
                <DataTable.Col source="lab_name" />
                <DataTable.Col source="Total" align="right"><MoneyField source="Total" /></DataTable.Col>
                <DataTable.Col source="Commission" align="right"><MoneyField source="Commission" /></DataTable.Col>
                <DataTable.Col source="Status">
                    <ReceivableStatusBadge />
                </DataTable.Col>
                <DataTable.Col source="created_at">
                    <DateField source="created_at" />
                </DataTable.Col>
                <DataTable.Col label="resources.receivables.fields.actions" align="right" disableSort>
                    <MarkReceivedButton />
                </DataTable.Col>
            </ResponsiveDataTable>
        </List>
    </>
);
