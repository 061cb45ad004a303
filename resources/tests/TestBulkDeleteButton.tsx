import { useState } from 'react';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import { Button, Confirm, useDeleteMany, useListContext } from 'react-admin';

import { useToast } from '../../src/useToast';

/** Bulk delete of the selected tests, behind the same confirmation and toasts as the row delete. */
export const TestBulkDeleteButton = () => {
    const { selectedIds, onUnselectItems } = useListContext();
    const toast = useToast();
    const [open, setOpen] = useState(false);
    const [deleteMany, { isPending }] = useDeleteMany();

    const confirm = () => {
        setOpen(false);
        toast.progress('resources.tests.notifications.deleting');
        deleteMany(
            'tests',
            { ids: selectedIds },
            {
                mutationMode: 'pessimistic',
                onSuccess: () => {
                    onUnselectItems();
                    toast.success('resources.tests.notifications.deleted');
                },
                onError: () => toast.error('resources.tests.notifications.delete_error'),
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
                title="resources.tests.confirm.title"
                content="resources.tests.confirm.bulk_content"
                translateOptions={{ smart_count: selectedIds.length }}
                confirm="resources.tests.confirm.yes"
                cancel="resources.tests.confirm.cancel"
                confirmColor="warning"
                onConfirm={confirm}
                onClose={() => setOpen(false)}
            />
        </>
    );
};
