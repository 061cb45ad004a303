import ApproveIcon from '@mui/icons-material/CheckCircleOutlineOutlined';
import RejectIcon from '@mui/icons-material/HighlightOffOutlined';
import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  TextField,
} from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useRefresh, useTranslate } from 'react-admin';

import { actionApplies } from '../../contracts/defineResource';
import { financialAidContract } from '../../contracts/finance';
import type { LabHubDataProvider } from '../../dataProvider';
import { useFormatters } from '../../lib/format';
import { useToast } from '../../lib/useToast';
import type { FinancialAid } from './types';

/** The server's limit on a rejection reason (docs/API.md `PUT /Finance/rejectFA/{id}`). */
const REJECT_REASON_MAX = 1000;

const A = 'resources.financialAid.actions.';

type Decision = { kind: 'approve' } | { kind: 'reject'; reason: string };

/**
 * Approve and Reject, each shown while it applies (the contract's `when`: SPEC §2, a request 'Pending Response').
 * Approve asks for confirmation; Reject asks for an optional reason. Both are saved by the API, which audit-logs and notifies the patient.
 */
export const DecisionButtons = ({ record }: { record: FinancialAid }) => {
  const translate = useTranslate();
  const toast = useToast();
  const refresh = useRefresh();
  const { amount } = useFormatters();
  const dataProvider = useDataProvider<LabHubDataProvider>();
  const [dialog, setDialog] = useState<'approve' | 'reject' | null>(null);
  const [reason, setReason] = useState('');
  const tooLong = reason.length > REJECT_REASON_MAX;

  const { mutate, isPending } = useMutation({
    mutationFn: (decision: Decision) =>
      decision.kind === 'approve'
        ? dataProvider.action('financialAid', 'approve', { id: record.id })
        : dataProvider.action('financialAid', 'reject', { id: record.id, data: { reason: decision.reason.trim() } }),
    onMutate: decision => toast.progress(`${A}${decision.kind === 'approve' ? 'approving' : 'rejecting'}`),
    onSuccess: (_data, decision) => {
      toast.success(`${A}${decision.kind === 'approve' ? 'approved' : 'rejected'}`);
      setDialog(null);
      setReason('');
      refresh();
    },
    onError: (error, decision) =>
      toast.error(`${A}${decision.kind === 'approve' ? 'approve_error' : 'reject_error'}`, undefined, error),
  });

  const { approve, reject } = financialAidContract.actions;
  const canApprove = actionApplies(approve, record);
  const canReject = actionApplies(reject, record);
  if (!canApprove && !canReject) return null;

  return (
    <>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        {canApprove && (
          <Button
            variant="contained"
            color="success"
            startIcon={<ApproveIcon />}
            onClick={() => setDialog('approve')}
            disabled={isPending}
          >
            {translate(`${A}approve`)}
          </Button>
        )}
        {canReject && (
          <Button
            variant="contained"
            color="error"
            startIcon={<RejectIcon />}
            onClick={() => setDialog('reject')}
            disabled={isPending}
          >
            {translate(`${A}reject`)}
          </Button>
        )}
      </Box>
      <Dialog open={dialog === 'approve'} onClose={() => setDialog(null)} aria-labelledby="fa-approve-title">
        <DialogTitle id="fa-approve-title">{translate(`${A}approve_title`)}</DialogTitle>
        <DialogContent>
          <DialogContentText>
            {translate(`${A}approve_content`, { amount: amount(record.Amount), name: record.patient_name })}
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setDialog(null)}>{translate(`${A}cancel`)}</Button>
          <Button variant="contained" color="success" onClick={() => mutate({ kind: 'approve' })} disabled={isPending}>
            {translate(`${A}approve_confirm`)}
          </Button>
        </DialogActions>
      </Dialog>
      <Dialog
        open={dialog === 'reject'}
        onClose={() => setDialog(null)}
        fullWidth
        maxWidth="sm"
        aria-labelledby="fa-reject-title"
      >
        <DialogTitle id="fa-reject-title">{translate(`${A}reject_title`)}</DialogTitle>
        <DialogContent>
          <DialogContentText>{translate(`${A}reject_content`)}</DialogContentText>
          <TextField
            autoFocus
            fullWidth
            multiline
            minRows={3}
            margin="normal"
            label={translate(`${A}reject_reason`)}
            value={reason}
            onChange={event => setReason(event.target.value)}
            error={tooLong}
            helperText={tooLong ? translate(`${A}reject_reason_too_long`) : `${reason.length} / ${REJECT_REASON_MAX}`}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setDialog(null)}>{translate(`${A}cancel`)}</Button>
          <Button
            variant="contained"
            color="error"
            onClick={() => mutate({ kind: 'reject', reason })}
            disabled={isPending || tooLong}
          >
            {translate(`${A}reject_confirm`)}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
};
