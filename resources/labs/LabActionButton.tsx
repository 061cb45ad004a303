import { Button, IconButton, Tooltip } from '@mui/material';
import { useState } from 'react';
import { Confirm, useRecordContext, useTranslate } from 'react-admin';

import { LAB_ACTION_CONFIRM } from './labActionConfig';
import { LabActionIcon } from './LabActionIcon';
import type { Lab } from './types';
import { useLabAction, type LabActionName, type LabActionOutcome } from './useLabAction';

const COLOR = { verify: 'success', reject: 'error', block: 'warning', unblock: 'primary' } as const;

/**
 * One lab action (verify, delete/reject, block, unblock) behind SPEC's confirmation. Acts only when the lab has an
 * email; `onDone` reloads the list so the lab leaves it at once. `text` shows a labelled button (the lab overview)
 * instead of the rows' icon.
 */
export const LabActionButton = ({ action, onDone, text = false }: { action: LabActionName; onDone?: (outcome: LabActionOutcome) => void; text?: boolean }) => {
    const record = useRecordContext<Lab>();
    const translate = useTranslate();
    const run = useLabAction();
    const [open, setOpen] = useState(false);
    const [busy, setBusy] = useState(false);
    if (!record) return null;
    const config = LAB_ACTION_CONFIRM[action];
    const label = `${translate(config.label)}: ${record.name}`;
    return (
        <>
            {text ? (
                <Button
                    variant={action === 'reject' ? 'outlined' : 'contained'}
                    color={COLOR[action]}
                    aria-label={label}
                    disabled={!record.email || busy}
                    startIcon={<LabActionIcon action={action} />}
                    onClick={() => setOpen(true)}
                >
                    {translate(config.label)}
                </Button>
            ) : (
                <Tooltip title={translate(config.label)}>
                    <span>
                        <IconButton
                            size="small"
                            color={COLOR[action]}
                            aria-label={label}
                            disabled={!record.email || busy}
                            onClick={event => {
                                event.stopPropagation();
                                setOpen(true);
                            }}
                        >
                            <LabActionIcon action={action} />
                        </IconButton>
                    </span>
                </Tooltip>
            )}
            <Confirm
                isOpen={open}
                loading={busy}
                title={config.title}
                translateOptions={{ name: record.name }}
                content={config.content}
                confirm={config.confirm}
                confirmColor={action === 'reject' || action === 'block' ? 'warning' : 'primary'}
                onClose={() => setOpen(false)}
                onConfirm={async () => {
                    setOpen(false);
                    setBusy(true);
                    try {
                        await run(action, [record], onDone);
                    } finally {
                        setBusy(false);
                    }
                }}
            />
        </>
    );
};
