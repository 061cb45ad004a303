import { useState } from 'react';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import { Button, Confirm, useDeleteMany, useListContext, useResourceContext } from 'react-admin';

import { useToast } from '../../src/useToast';

/** Bulk delete of the selected rows of the current resource, behind the same confirmation and toasts as the row delete. */
export const BulkDeleteRecordsButton = () => {
    const resource = useResourceContext()!;
    const { selectedIds, onUnselectItems } = useListContext();
    const toast = useToast();
    const [open, setOpen] = useState(false);
    const [deleteMany, { isPending }] = useDeleteMany();
    const keys = `resources.${resource}`;

    const confirm = () => {
        setOpen(false);
        toast.progress(`${keys}.notifications.deleting`);
        deleteMany(
            resource,
            { ids: selectedIds },
            {
                mutationMode: 'pessimistic',
                onSuccess: () => {
                    onUnselectItems();
                    toast.success(`${keys}.notifications.deleted`);
                },
                onError: error => toast.error(`${keys}.notifications.delete_error`, undefined, error),
            },
        );
    };

    return (
        <>
            <Button label="ra.action.delete" color="error" onClick={() => setOpen(true)} disabled={isPending}>
                <DeleteIcon />
            </Button>
            <Confirm
                isOpen={open}
                loading={isPending}
                title={`${keys}.confirm.title`}
                content={`${keys}.confirm.bulk_content`}
                translateOptions={{ smart_count: selectedIds.length }}
                confirm={`${keys}.confirm.yes`}
                cancel={`${keys}.confirm.cancel`}
                confirmColor="warning"
                onConfirm={confirm}
                onClose={() => setOpen(false)}
            />
        </>
    );
};
