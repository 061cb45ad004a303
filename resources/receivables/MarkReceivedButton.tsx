import DoneAllIcon from '@mui/icons-material/DoneAll';
import { Button as MuiButton } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Confirm, useRecordContext, useRefresh, useTranslate } from 'react-admin';

import { useFormatters } from '../../lib/format';
import { useRecordUpdate } from '../common/useRecordUpdate';
import type { Receivable } from './types';

const M = 'resources.receivables.';

/**
 * A pending receivable's "Mark received" (designed, docs/API.md markreceived): confirmation, SPEC §8 toasts, then the
 * list and the totals cards reload. Received rows show nothing here (the badge says it).
 */
export const MarkReceivedButton = () => {
  const record = useRecordContext<Receivable>();
  const translate = useTranslate();
  const refresh = useRefresh();
  const queryClient = useQueryClient();
  const [save, isPending] = useRecordUpdate<Receivable>('receivables', {
    progress: `${M}notifications.marking`,
    success: `${M}notifications.marked`,
    error: `${M}notifications.mark_error`,
  });
  const { amount } = useFormatters();
  const [open, setOpen] = useState(false);
  if (!record || record.Status === 'Received') return null;

  const confirm = () => {
    setOpen(false);
    save(record, { Status: 'Received' }, () => {
      void queryClient.invalidateQueries({ queryKey: ['receivables', 'totals'] });
      refresh();
    });
  };

  return (
    <>
      <MuiButton
        size="small"
        startIcon={<DoneAllIcon />}
        disabled={isPending}
        aria-label={translate(`${M}mark.aria`, { id: record.orderId })}
        onClick={event => {
          event.stopPropagation();
          setOpen(true);
        }}
      >
        {translate(`${M}mark.button`)}
      </MuiButton>
      <Confirm
        isOpen={open}
        loading={isPending}
        title={`${M}mark.title`}
        content={`${M}mark.content`}
        translateOptions={{ id: record.orderId, amount: amount(record.Commission), lab: record.lab_name }}
        confirm={`${M}mark.confirm`}
        onConfirm={confirm}
        onClose={() => setOpen(false)}
      />
    </>
  );
};
