import { useState } from 'react';
import { Button, Confirm, useListContext, useRefresh } from 'react-admin';

import { LAB_ACTION_CONFIRM } from './labActionConfig';
import { LabActionIcon } from './LabActionIcon';
import { useLabAction, type LabActionName } from './useLabAction';

/** A bulk action on the selected labs (their ids are their emails), behind the same confirmation as a row action. */
export const LabBulkActionButton = ({ action }: { action: LabActionName }) => {
    const { selectedIds, onUnselectItems, setPage } = useListContext();
    const refresh = useRefresh();
    const run = useLabAction();
    const [open, setOpen] = useState(false);
    const config = LAB_ACTION_CONFIRM[action];
    return (
        <>
            <Button label={config.label} color={action === 'reject' ? 'error' : 'primary'} onClick={() => setOpen(true)}>
                <LabActionIcon action={action} />
            </Button>
            <Confirm
                isOpen={open}
                title={config.bulkTitle}
                translateOptions={{ smart_count: selectedIds.length }}
                content={config.content}
                confirm={config.confirm}
                confirmColor={action === 'reject' || action === 'block' ? 'warning' : 'primary'}
                onClose={() => setOpen(false)}
                onConfirm={async () => {
                    setOpen(false);
                    await run(action, selectedIds.map(String), () => {
                        onUnselectItems();
                        setPage(1);
                        refresh();
                    });
                }}
            />
        </>
    );
};
