import { Stack } from '@mui/material';
import { useListContext, useRecordContext, useRefresh } from 'react-admin';

import { LabActionButton } from './LabActionButton';
import { labStatus, type Lab, type LabListKind } from './types';
import type { LabActionName } from './useLabAction';

/** Which actions a lab row offers (SPEC §2 Labs): pending verify + delete, verified block + delete, blocked unblock. */
export const rowActionsFor = (kind: LabListKind, lab: Pick<Lab, 'verified' | 'is_active'>): LabActionName[] => {
    const status = kind === 'all' ? labStatus(lab) : kind;
    if (status === 'pending') return ['verify', 'reject'];
    if (status === 'verified') return ['block', 'reject'];
    return ['unblock'];
};

/** The row's action icons; after an action the list goes back to page 1 and reloads, so the lab leaves it at once. */
export const LabRowActions = ({ kind }: { kind: LabListKind; label?: string }) => {
    const record = useRecordContext<Lab>();
    const { setPage } = useListContext();
    const refresh = useRefresh();
    if (!record) return null;
    const onDone = () => {
        setPage(1);
        refresh();
    };
    return (
        <Stack direction="row" spacing={0.5}>
            {rowActionsFor(kind, record).map(action => (
                <LabActionButton key={action} action={action} onDone={onDone} />
            ))}
        </Stack>
    );
};
