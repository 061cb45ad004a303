import { Checkbox, FormControlLabel, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';

import { complaintsContract } from '../../contracts/feedbacks';
import { DetailRow } from '../common/fields';
import { RecordTextDialog } from '../common/RecordTextDialog';
import { useRecordUpdate } from '../common/useRecordUpdate';
import { fieldOf } from '../generic/fieldOf';
import type { ViewedContract } from '../generic/viewedContract';
import { labOverviewPath } from '../labs/paths';
import { RecordLink } from '../recordLinks';
import { ComplaintStatusBadge } from './ComplaintStatusBadge';
import { useComplaintTypeLabel } from './complaintType';
import type { Complaint } from './types';

const M = 'resources.complaints.';
const contract = complaintsContract as unknown as ViewedContract;

/** The complaint detail modal: description, response and dates, plus the admin's response form (designed). */
export const ComplaintDialog = ({ record, onClose }: { record?: Complaint; onClose: () => void }) => {
  const translate = useTranslate();
  const typeLabel = useComplaintTypeLabel();
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

  const field = (name: string) => translate(`${M}fields.${name}`);
  /** A detail row's value: the contract's field by its kind, or what this modal draws of its own; '—' when empty. */
  const valueOf = (complaint: Complaint, name: keyof Complaint) => {
    switch (name) {
      case 'lab_name':
        return complaint.Lab_Id != null ? (
          <RecordLink to={labOverviewPath(complaint.Lab_Id)}>{complaint.lab_name ?? `#${complaint.Lab_Id}`}</RecordLink>
        ) : (
          complaint.lab_name
        );
      case 'patient_name':
        return `${complaint.patient_name ?? '—'}${complaint.patient_email ? ` (${complaint.patient_email})` : ''}`;
      case 'Response':
        return complaint.Response || translate(`${M}show.no_response`);
      default:
        return complaint[name] == null || complaint[name] === '' ? null : fieldOf(contract, name, complaint);
    }
  };

  return (
    <RecordTextDialog<Complaint>
      id="complaint-title"
      record={record}
      onClose={onClose}
      initial={complaint => complaint.Response ?? ''}
      onSubmit={(Response, complaint) =>
        save(complaint, { Response, Status: resolve ? 'Resolved' : complaint.Status }, onClose)
      }
      pending={pending}
      keys={{
        title: `${M}show.title`,
        label: `${M}show.response`,
        required: `${M}show.required`,
        cancel: `${M}show.close`,
        submit: `${M}show.submit`,
      }}
      titleArgs={complaint => ({ id: complaint.id })}
      maxLength={2000}
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
            <Typography variant="subtitle1" component="p">
              {typeLabel(record.Type)}
            </Typography>
            <ComplaintStatusBadge record={record} />
          </Stack>
          {complaintsContract.view.show.map(name => (
            <DetailRow key={name} stacked label={field(name)}>
              {valueOf(record, name)}
            </DetailRow>
          ))}
        </Stack>
      )}
    </RecordTextDialog>
  );
};
