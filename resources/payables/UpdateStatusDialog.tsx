import { useEffect, useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField } from '@mui/material';
import { useTranslate, useUpdate } from 'react-admin';

import { useToast } from '../../src/useToast';
import type { Payable } from './types';

/** SPEC §2/§8 Update Status modal: free text replaces the payable's status; empty text is refused with a message. */
export const UpdateStatusDialog = ({ record, onClose }: { record?: Payable; onClose: () => void }) => {
    const translate = useTranslate();
    const toast = useToast();
    const [update, { isPending }] = useUpdate<Payable>();
    const [status, setStatus] = useState('');
    const [error, setError] = useState(false);

    useEffect(() => {
        setStatus(record?.Status ?? '');
        setError(false);
    }, [record]);

    const submit = () => {
        if (!record) return;
        const value = status.trim();
        if (!value) {
            setError(true);
            return;
        }
        toast.progress('resources.payables.notifications.updating');
        update(
            'payables',
            { id: record.id, data: { Status: value }, previousData: record },
            {
                mutationMode: 'pessimistic',
                onSuccess: () => {
                    toast.success('resources.payables.notifications.updated');
                    onClose();
                },
                onError: (err: unknown) => {
                    toast.error('resources.payables.notifications.update_error');
                    const message = err instanceof Error ? err.message : String(err ?? '');
                    if (message) setTimeout(() => toast.error(message, { _: message }), 0);
                },
            },
        );
    };

    return (
        <Dialog open={!!record} onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="update-status-title">
            <DialogTitle id="update-status-title">{translate('resources.payables.update.title')}</DialogTitle>
            <DialogContent>
                <TextField
                    autoFocus
                    fullWidth
                    margin="dense"
                    label={translate('resources.payables.fields.Status')}
                    value={status}
                    onChange={event => {
                        setStatus(event.target.value);
                        setError(false);
                    }}
                    onKeyDown={event => {
                        if (event.key === 'Enter') submit();
                    }}
                    error={error}
                    helperText={error ? translate('resources.payables.update.required') : ' '}
                    slotProps={{ htmlInput: { maxLength: 100 } }}
                />
            </DialogContent>
            <DialogActions>
                <Button onClick={onClose}>{translate('resources.payables.update.cancel')}</Button>
                <Button variant="contained" onClick={submit} disabled={isPending}>
                    {translate('resources.payables.update.submit')}
                </Button>
            </DialogActions>
        </Dialog>
    );
};
