import { useState, type MouseEvent } from 'react';
import { IconButton, Tooltip } from '@mui/material';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import { Confirm, useDelete, useRecordContext, useTranslate } from 'react-admin';

import { useToast } from '../../src/useToast';
import type { Staff } from './types';

/** Row delete icon: SPEC §8 confirmation, then the delete toasts. */
export const StaffDeleteButton = () => {
    const record = useRecordContext<Staff>();
    const translate = useTranslate();
    const toast = useToast();
    const [open, setOpen] = useState(false);
    const [deleteOne, { isPending }] = useDelete<Staff>();
    if (!record) return null;
    const label = translate('resources.staff.list.delete', { name: record.name });

    const openConfirm = (event: MouseEvent) => {
        event.stopPropagation();
        setOpen(true);
    };

    const confirm = () => {
        setOpen(false);
        toast.progress('resources.staff.notifications.deleting');
        deleteOne(
            'staff',
            { id: record.id, previousData: record },
            {
                mutationMode: 'pessimistic',
                onSuccess: () => toast.success('resources.staff.notifications.deleted'),
                onError: () => toast.error('resources.staff.notifications.delete_error'),
            },
        );
    };

    return (
        <>
            <Tooltip title={label}>
                <IconButton aria-label={label} color="error" size="small" onClick={openConfirm} disabled={isPending}>
                    <DeleteIcon fontSize="small" />
                </IconButton>
            </Tooltip>
            <Confirm
                isOpen={open}
                loading={isPending}
                title="resources.staff.confirm.title"
                content="resources.staff.confirm.content"
                confirm="resources.staff.confirm.yes"
                cancel="resources.staff.confirm.cancel"
                confirmColor="warning"
                onConfirm={confirm}
                onClose={(event: MouseEvent) => {
                    event?.stopPropagation?.();
                    setOpen(false);
                }}
            />
        </>
    );
};
