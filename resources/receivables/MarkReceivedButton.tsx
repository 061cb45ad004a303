import { useState } from 'react';
import { Button as MuiButton } from '@mui/material';
import DoneAllIcon from '@mui/icons-material/DoneAll';
import { Confirm, useRecordContext, useRefresh, useTranslate, useUpdate } from 'react-admin';
import { useQueryClient } from '@tanstack/react-query';

import { useToast } from '../../src/useToast';
import type { Receivable } from './types';

const M = 'resources.receivables.';

/**
 * A pending receivable's "Mark received" (designed, docs/API.md markreceived): confirmation, SPEC §8 toasts, then the
 * list and the totals cards reload. Received rows show nothing here (the badge says it).
 */
export const MarkReceivedButton = () => {
    const record = useRecordContext<Receivable>();
    const translate = useTranslate();
    const toast = useToast();
    const refresh = useRefresh();
    const queryClient = useQueryClient();
    const [update, { isPending }] = useUpdate<Receivable>();
    const [open, setOpen] = useState(false);
    if (!record || record.Status === 'Received') return null;

    const confirm = () => {
        setOpen(false);
        toast.progress(`${M}notifications.marking`);
        update(
            'receivables',
            { id: record.id, data: { Status: 'Received' }, previousData: record },
            {
                mutationMode: 'pessimistic',
                onSuccess: () => {
                    toast.success(`${M}notifications.marked`);
                    void queryClient.invalidateQueries({ queryKey: ['receivables', 'totals'] });
                    refresh();
                },
                onError: error => toast.error(`${M}notifications.mark_error`, undefined, error),
            },
        );
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
                translateOptions={{ id: record.orderId, amount: record.Commission.toLocaleString('en-PK'), lab: record.lab_name }}
                confirm={`${M}mark.confirm`}
                onConfirm={confirm}
                onClose={() => setOpen(false)}
            />
        </>
    );
};
