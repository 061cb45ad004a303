import { DataTable } from 'react-admin';

import { receivablesContract } from '../../contracts/receivables';
import { DateField, MoneyField } from '../common/fields';
import { ResourceList } from '../common/ResourceList';
import { LabReferenceInput } from '../labs/LabReferenceInput';
import { LabNameField, OrderIdField } from '../recordLinks';
import { MarkReceivedButton } from './MarkReceivedButton';
import { ReceivableStatusBadge } from './ReceivableStatusBadge';
import { ReceivableTotalsCards } from './ReceivableTotalsCards';
import type { Receivable } from './types';

const filters = [
  <LabReferenceInput key="Lab_id" source="Lab_id" label="resources.receivables.fields.lab_name" alwaysOn />,
];

/**
 * `/accountsrecievable` (designed, docs/DECISIONS.md): cash orders whose commission labs owe the platform.
 * Totals row over every receivable, then the table: 10 per page, orderId descending, search, export.
 */
export const ReceivableList = () => (
  <>
    <ReceivableTotalsCards />
    <ResourceList<Receivable>
      contract={receivablesContract}
      filters={filters}
      rowActions={<MarkReceivedButton />}
      rowActionsLabel="resources.receivables.fields.actions"
    >
      <DataTable.Col source="orderId">
        <OrderIdField />
      </DataTable.Col>
      <DataTable.Col source="lab_name">
        <LabNameField idSource="Lab_id" />
      </DataTable.Col>
      <DataTable.Col source="Total" align="right">
        <MoneyField source="Total" />
      </DataTable.Col>
      <DataTable.Col source="Commission" align="right">
        <MoneyField source="Commission" />
      </DataTable.Col>
      <DataTable.Col source="Status">
        <ReceivableStatusBadge />
      </DataTable.Col>
      <DataTable.Col source="created_at">
        <DateField source="created_at" />
      </DataTable.Col>
    </ResourceList>
  </>
);
