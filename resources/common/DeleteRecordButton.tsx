import { useState, type MouseEvent } from 'react';
import { IconButton, Tooltip } from '@mui/material';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import { Confirm, useDelete, useRecordContext, useResourceContext, useTranslate, type RaRecord } from 'react-admin';

import { useToast } from '../../src/useToast';

interface DeleteRecordButtonProps<T extends RaRecord> {
    /** Interpolation values of `resources.<resource>.list.delete` (the button's accessible label). */
    labelArgs: (record: T) => Record<string, unknown>;
}

/**
 * Row delete icon of the current resource: SPEC §8 confirmation, then the delete toasts. Wording comes from
 * `resources.<resource>.list.delete`, `.confirm.*` and `.notifications.{deleting,deleted,delete_error}`.
 */
export const DeleteRecordButton = <T extends RaRecord>({ labelArgs }: DeleteRecordButtonProps<T>) => {
    const resource = useResourceContext()!;
    const record = useRecordContext<T>();
    const translate = useTranslate();
    const toast = useToast();
    const [open, setOpen] = useState(false);
    const [deleteOne, { isPending }] = useDelete<T>();
    if (!record) return null;
    const keys = `resources.${resource}`;
    const label = translate(`${keys}.list.delete`, labelArgs(record));

    const openConfirm = (event: MouseEvent) => {
        event.stopPropagation();
        setOpen(true);
    };

    const confirm = () => {
        setOpen(false);
        toast.progress(`${keys}.notifications.deleting`);
        deleteOne(
            resource,
            { id: record.id, previousData: record },
            {
                mutationMode: 'pessimistic',
                onSuccess: () => toast.success(`${keys}.notifications.deleted`),
                onError: error => toast.error(`${keys}.notifications.delete_error`, undefined, error),
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
                title={`${keys}.confirm.title`}
                content={`${keys}.confirm.content`}
                confirm={`${keys}.confirm.yes`}
                cancel={`${keys}.confirm.cancel`}
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
