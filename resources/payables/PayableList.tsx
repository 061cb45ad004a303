import EditIcon from '@mui/icons-material/EditOutlined';
import { Button } from '@mui/material';
import { useState } from 'react';
import { DataTable, useRecordContext, useTranslate } from 'react-admin';

import { payablesContract } from '../../contracts/payables';
import { DateField, MoneyField } from '../common/fields';
import { ResourceList } from '../common/ResourceList';
import { LabReferenceInput } from '../labs/LabReferenceInput';
import { LabNameField, OrderIdField } from '../recordLinks';
import type { Payable } from './types';
import { UpdateStatusDialog } from './UpdateStatusDialog';

const UpdateStatusButton = ({ onOpen }: { onOpen: (record: Payable) => void }) => {
  const record = useRecordContext<Payable>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Button
      size="small"
      // One line: the pencil and 'Update Status' stay together (German's 'Status aktualisieren' wrapped beside it).
      sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}
      startIcon={<EditIcon fontSize="small" />}
      onClick={() => onOpen(record)}
      aria-label={translate('resources.payables.list.update_order', { orderId: record.orderId })}
    >
      {translate('resources.payables.list.update')}
    </Button>
  );
};

const filters = [
  <LabReferenceInput key="Lab_id" source="Lab_id" label="resources.payables.fields.lab_name" alwaysOn />,
];

/** `/accountspayable` (SPEC §2, §9: 5 per page, orderId descending): search, export, Update Status modal. */
export const PayableList = () => {
  const [editing, setEditing] = useState<Payable>();
  return (
    <>
      <ResourceList<Payable>
        contract={payablesContract}
        filters={filters}
        rowActions={<UpdateStatusButton onOpen={setEditing} />}
      >
        <DataTable.Col source="orderId">
          <OrderIdField />
        </DataTable.Col>
        <DataTable.Col source="lab_name">
          <LabNameField idSource="Lab_id" />
        </DataTable.Col>
        <DataTable.Col source="PaymentType" />
        <DataTable.Col source="Total" align="right">
          <MoneyField source="Total" />
        </DataTable.Col>
        <DataTable.Col source="Status" />
        <DataTable.Col source="created_at">
          <DateField source="created_at" />
        </DataTable.Col>
      </ResourceList>
      <UpdateStatusDialog record={editing} onClose={() => setEditing(undefined)} />
    </>
  );
};
