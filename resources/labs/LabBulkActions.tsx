import { LabBulkActionButton } from './LabBulkActionButton';
import type { LabListKind } from './types';
import type { LabActionName } from './useLabAction';

const BULK: Record<LabListKind, LabActionName[]> = {
    all: ['verify', 'block', 'unblock', 'reject'],
    pending: ['verify', 'reject'],
    verified: ['block', 'reject'],
    blocked: ['unblock', 'reject'],
};

/** Bulk verify / block / unblock / delete for the checked rows, as fits the list. */
export const LabBulkActions = ({ kind }: { kind: LabListKind }) => (
    <>
        {BULK[kind].map(action => (
            <LabBulkActionButton key={action} action={action} />
        ))}
    </>
);
