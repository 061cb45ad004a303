import { Checkbox, FormControlLabel, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';

import { useFormatters } from '../../lib/format';
import { DetailRow } from '../common/fields';
import { RecordTextDialog } from '../common/RecordTextDialog';
import { useRecordUpdate } from '../common/useRecordUpdate';
import { labOverviewPath } from '../labs/paths';
import { RecordLink } from '../recordLinks';
import { ComplaintStatusBadge } from './ComplaintStatusBadge';
import { useComplaintTypeLabel } from './complaintType';
import type { Complaint } from './types';

const M = 'resources.complaints.';

/** The complaint detail modal: description, response and dates, plus the admin's response form (designed). */
export const ComplaintDialog = ({ record, onClose }: { record?: Complaint; onClose: () => void }) => {
  const translate = useTranslate();
  const { dateTime } = useFormatters();
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
  const when = (value: string | null | undefined) => (value ? dateTime(value) : '—');

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
          <DetailRow stacked label={field('lab_name')}>
            {record.Lab_Id != null ? (
              <RecordLink to={labOverviewPath(record.Lab_Id)}>{record.lab_name ?? `#${record.Lab_Id}`}</RecordLink>
            ) : (
              (record.lab_name ?? '—')
            )}
          </DetailRow>
          <DetailRow stacked label={field('patient_name')}>
            {record.patient_name ?? '—'}
            {record.patient_email ? ` (${record.patient_email})` : ''}
          </DetailRow>
          <DetailRow stacked label={field('Description')}>
            {record.Description}
          </DetailRow>
          <DetailRow stacked label={field('Response')}>
            {record.Response || translate(`${M}show.no_response`)}
          </DetailRow>
          <Stack direction="row" spacing={4}>
            <DetailRow stacked label={field('created_at')}>
              {when(record.created_at)}
            </DetailRow>
            <DetailRow stacked label={field('resolved_at')}>
              {when(record.resolved_at)}
            </DetailRow>
          </Stack>
        </Stack>
      )}
    </RecordTextDialog>
  );
};
