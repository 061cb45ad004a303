import { Checkbox, FormControlLabel, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';

import { complaintsContract } from '../../contracts/feedbacks';
import { RecordTextDialog } from '../common/RecordTextDialog';
import { useRecordUpdate } from '../common/useRecordUpdate';
import { RecordRows } from '../generic/contractParts';
import { fieldOf } from '../generic/fieldOf';
import type { Complaint } from './types';

const M = 'resources.complaints.';
/** The response's rule: the contract's update body, which the API applies too. */
const responseRule = complaintsContract.input.update.shape.Response;

/**
 * The complaint detail modal: the type and status, the contract's `view.show` rows (the patient with their email), and
 * the admin's response form (designed), checked by the contract's rule.
 */
export const ComplaintDialog = ({ record, onClose }: { record?: Complaint; onClose: () => void }) => {
  const translate = useTranslate();
  const [resolve, setResolve] = useState(false);
  const toasts = {
    progress: `${M}notifications.saving`,
    success: `${M}notifications.saved`,
    error: `${M}notifications.save_error`,
  };
  const [save, pending] = useRecordUpdate<Complaint>('complaints', toasts);
  // Unticked for each complaint: a holding reply must not close the complaint by accident.
  const [resolveFor, setResolveFor] = useState(record);
  if (record !== resolveFor) {
    setResolveFor(record);
    setResolve(false);
  }

  return (
    <RecordTextDialog<Complaint>
      id="complaint-title"
      record={record}
      onClose={onClose}
      initial={complaint => complaint.Response ?? ''}
      schema={responseRule}
      onSubmit={(Response, complaint) =>
        save(complaint, { Response, Status: resolve ? 'Resolved' : complaint.Status }, onClose)
      }
      pending={pending}
      keys={{
        title: `${M}show.title`,
        label: `${M}show.response`,
        cancel: `${M}show.close`,
        submit: `${M}show.submit`,
      }}
      titleArgs={complaint => ({ id: complaint.id })}
      maxLength={responseRule.maxLength ?? undefined}
      multiline
      after={
        <FormControlLabel
          control={<Checkbox checked={resolve} onChange={event => setResolve(event.target.checked)} />}
          label={translate(`${M}show.mark_resolved`)}
        />
      }
    >
      {record && (
        <Stack spacing={1.5} sx={{ mb: 1 }}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <Typography variant="subtitle1" component="p" sx={{ '& .MuiTypography-root': { font: 'inherit' } }}>
              {fieldOf(complaintsContract, 'Type', record)}
            </Typography>
            {fieldOf(complaintsContract, 'Status', record)}
          </Stack>
          <RecordRows
            contract={complaintsContract}
            record={record}
            stacked
            own={{
              patient_name: `${record.patient_name ?? '—'}${record.patient_email ? ` (${record.patient_email})` : ''}`,
            }}
          />
        </Stack>
      )}
    </RecordTextDialog>
  );
};
