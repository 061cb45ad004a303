import { useState, type MouseEvent } from 'react';
import { IconButton, Tooltip } from '@mui/material';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import { Confirm, useDelete, useRecordContext, useTranslate } from 'react-admin';

import { useToast } from '../../src/useToast';
import type { Test } from './types';

/** Row delete icon: SPEC §8 confirmation, then the delete toasts. */
export const TestDeleteButton = () => {
    const record = useRecordContext<Test>();
    const translate = useTranslate();
    const toast = useToast();
    const [open, setOpen] = useState(false);
    const [deleteOne, { isPending }] = useDelete<Test>();
    if (!record) return null;
    const label = translate('resources.tests.list.delete', { title: record.Title });

    const openConfirm = (event: MouseEvent) => {
        event.stopPropagation();
        setOpen(true);
    };

    const confirm = () => {
        setOpen(false);
        toast.progress('resources.tests.notifications.deleting');
        deleteOne(
            'tests',
            { id: record.id, previousData: record },
            {
                mutationMode: 'pessimistic',
                onSuccess: () => toast.success('resources.tests.notifications.deleted'),
                onError: () => toast.error('resources.tests.notifications.delete_error'),
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
                title="resources.tests.confirm.title"
                content="resources.tests.confirm.content"
                confirm="resources.tests.confirm.yes"
                cancel="resources.tests.confirm.cancel"
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
