import VisibilityIcon from '@mui/icons-material/VisibilityOutlined';
import { useState } from 'react';
import { useRecordContext, useTranslate } from 'react-admin';

import { RowIconButton } from '../common/RowIconButton';
import { GenericList } from '../generic/GenericList';
import { ComplaintDialog } from './ComplaintDialog';
import type { Complaint } from './types';

const ViewButton = ({ onOpen }: { onOpen: (record: Complaint) => void }) => {
  const record = useRecordContext<Complaint>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <RowIconButton
      label={translate('resources.complaints.list.view', { id: record.id })}
      onClick={() => onOpen(record)}
    >
      <VisibilityIcon fontSize="small" />
    </RowIconButton>
  );
};

/**
 * `/patientcomplaints` (SPEC §2): All Complaints, newest first, 10 per page — the contract's list (contracts/feedbacks.ts
 * `view`: its columns with the Status badge the contract colours, the Status and lab filters beside the search, the date
 * range behind the filter button), and a row (or its View button) opening the detail modal with the response form.
 */
export const ComplaintList = () => {
  const [viewing, setViewing] = useState<Complaint>();
  return (
    <>
      <GenericList
        resource="complaints"
        rowClick={(_id, _resource, record) => {
          setViewing(record as Complaint);
          return false;
        }}
        rowActions={<ViewButton onOpen={setViewing} />}
      />
      <ComplaintDialog record={viewing} onClose={() => setViewing(undefined)} />
    </>
  );
};
