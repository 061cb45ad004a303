import VisibilityIcon from '@mui/icons-material/VisibilityOutlined';
import { useState } from 'react';
import { SelectInput, useRecordContext, useTranslate } from 'react-admin';

import { complaintsContract } from '../../contracts/feedbacks';
import { ResourceList } from '../common/ResourceList';
import { RowIconButton } from '../common/RowIconButton';
import { columnsOf, filtersOf } from '../generic/contractParts';
import { LabReferenceInput } from '../labs/LabReferenceInput';
import { LabNameField } from '../recordLinks';
import { ComplaintDialog } from './ComplaintDialog';
import { COMPLAINT_STATUS_KEYS, ComplaintStatusBadge } from './ComplaintStatusBadge';
import { ComplaintTypeField } from './complaintType';
import { type Complaint, COMPLAINT_STATUSES } from './types';

const filters = [
  <SelectInput
    key="Status"
    source="Status"
    alwaysOn
    choices={COMPLAINT_STATUSES.map(status => ({
      id: status,
      name: `resources.complaints.status.${COMPLAINT_STATUS_KEYS[status]}`,
    }))}
  />,
  <LabReferenceInput key="Lab_Id" source="Lab_Id" label="resources.complaints.fields.lab_name" alwaysOn />,
  ...filtersOf(complaintsContract, { names: ['created_at_gte', 'created_at_lte'] }),
];

/** The contract's columns, three drawn as this list draws them: the translated type, the lab linked, the badge. */
const cells = {
  Type: <ComplaintTypeField />,
  lab_name: <LabNameField idSource="Lab_Id" />,
  Status: <ComplaintStatusBadge />,
};

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
 * `/patientcomplaints` (SPEC §2): All Complaints, newest first, 10 per page, search and Status filter, detail modal; the
 * columns are the contract's `view.columns`.
 */
export const ComplaintList = () => {
  const [viewing, setViewing] = useState<Complaint>();
  return (
    <>
      <ResourceList<Complaint>
        contract={complaintsContract}
        filters={filters}
        rowClick={(_id, _resource, record) => {
          setViewing(record);
          return false;
        }}
        rowActions={<ViewButton onOpen={setViewing} />}
      >
        {columnsOf(complaintsContract, { own: cells })}
      </ResourceList>
      <ComplaintDialog record={viewing} onClose={() => setViewing(undefined)} />
    </>
  );
};
