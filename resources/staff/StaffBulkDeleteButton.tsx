import { useState } from 'react';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import { Button, Confirm, useDeleteMany, useListContext } from 'react-admin';

import { useToast } from '../../src/useToast';

/** Bulk delete of the selected staff members, behind the same confirmation and toasts as the row delete. */
export const StaffBulkDeleteButton = () => {
    const { selectedIds, onUnselectItems } = useListContext();
    const toast = useToast();
    const [open, setOpen] = useState(false);
    const [deleteMany, { isPending }] = useDeleteMany();

    const confirm = () => {
        setOpen(false);
        toast.progress('resources.staff.notifications.deleting');
        deleteMany(
            'staff',
            { ids: selectedIds },
            {
                mutationMode: 'pessimistic',
                onSuccess: () => {
                    onUnselectItems();
                    toast.success('resources.staff.notifications.deleted');
                },
                onError: () => toast.error('resources.staff.notifications.delete_error'),
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
                title="resources.staff.confirm.title"
                content="resources.staff.confirm.bulk_content"
                translateOptions={{ smart_count: selectedIds.length }}
                confirm="resources.staff.confirm.yes"
                cancel="resources.staff.confirm.cancel"
                confirmColor="warning"
                onConfirm={confirm}
                onClose={() => setOpen(false)}
            />
        </>
    );
};
