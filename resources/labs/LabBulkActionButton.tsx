import { useState } from 'react';
import { Button, Confirm, useListContext, useRefresh } from 'react-admin';

import { LAB_ACTION_CONFIRM } from './labActionConfig';
import { LabActionIcon } from './LabActionIcon';
import type { Lab } from './types';
import { useLabAction, type LabActionName } from './useLabAction';

/**
 * A bulk action on the selected labs (their ids are their emails), behind the same confirmation as a row action.
 * The selected rows' records go along, so labs the action does not apply to are skipped and counted in the toast.
 */
export const LabBulkActionButton = ({ action }: { action: LabActionName }) => {
    const { selectedIds, data, onUnselectItems, setPage } = useListContext<Lab>();
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
                    const targets = selectedIds.map(id => data?.find(lab => lab.id === id) ?? String(id));
                    await run(action, targets, () => {
                        onUnselectItems();
                        setPage(1);
                        refresh();
                    });
                }}
            />
        </>
    );
};
