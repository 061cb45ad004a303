import EditIcon from '@mui/icons-material/EditOutlined';
import { Button } from '@mui/material';
import { useState } from 'react';
import { useRecordContext, useTranslate } from 'react-admin';

import { GenericList } from '../generic/GenericList';
import { PayableStatusField, PaymentTypeField } from './orderFields';
import { useOrderLabels } from './orderLabels';
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

/**
 * `/accountspayable` (SPEC §2, §9: 5 per page, orderId descending): the contract's list (contracts/payables.ts `view`)
 * with the status and payment type in the chosen language, and the Update Status button on each row and its modal.
 */
export const PayableList = () => {
  const [editing, setEditing] = useState<Payable>();
  const labels = useOrderLabels();
  return (
    <>
      <GenericList
        resource="payables"
        cells={{ Status: <PayableStatusField />, PaymentType: <PaymentTypeField /> }}
        exportCells={{ Status: r => labels.status(r.Status), PaymentType: r => labels.paymentType(r.PaymentType) }}
        rowActions={<UpdateStatusButton onOpen={setEditing} />}
      />
      <UpdateStatusDialog record={editing} onClose={() => setEditing(undefined)} />
    </>
  );
};
