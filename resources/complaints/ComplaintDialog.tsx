import { useEffect, useState } from 'react';
import {
    Button,
    Checkbox,
    Dialog,
    DialogActions,
    DialogContent,
    DialogTitle,
    FormControlLabel,
    Stack,
    TextField,
    Typography,
} from '@mui/material';
import { useLocale, useTranslate, useUpdate } from 'react-admin';

import { useToast } from '../../src/useToast';
import { ComplaintStatusBadge } from './ComplaintStatusBadge';
import type { Complaint } from './types';

const formatDate = (value: string | null | undefined, locale: string) =>
    value ? new Date(value).toLocaleString(locale) : '—';

const Detail = ({ label, children }: { label: string; children: React.ReactNode }) => (
    <div>
        <Typography variant="caption" color="text.secondary" component="p">{label}</Typography>
        <Typography variant="body2" component="div" sx={{ whiteSpace: 'pre-wrap' }}>{children}</Typography>
    </div>
);

/** The complaint detail modal: description, response and dates, plus the admin's response form (designed). */
export const ComplaintDialog = ({ record, onClose }: { record?: Complaint; onClose: () => void }) => {
    const translate = useTranslate();
    const locale = useLocale();
    const toast = useToast();
    const [update, { isPending }] = useUpdate<Complaint>();
    const [response, setResponse] = useState('');
    const [resolve, setResolve] = useState(false);
    const [error, setError] = useState(false);

    useEffect(() => {
        setResponse(record?.Response ?? '');
        // Unticked: a holding reply must not close the complaint by accident.
        setResolve(false);
        setError(false);
    }, [record]);

    if (!record) return null;
    const field = (name: string) => translate(`resources.complaints.fields.${name}`);

    const submit = () => {
        const value = response.trim();
        if (!value) {
            setError(true);
            return;
        }
        toast.progress('resources.complaints.notifications.saving');
        update(
            'complaints',
            { id: record.id, data: { Response: value, Status: resolve ? 'Resolved' : record.Status }, previousData: record },
            {
                mutationMode: 'pessimistic',
                onSuccess: () => {
                    toast.success('resources.complaints.notifications.saved');
                    onClose();
                },
                onError: error => toast.error('resources.complaints.notifications.save_error', undefined, error),
            },
        );
    };

    return (
        <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="complaint-title">
            <DialogTitle id="complaint-title">
                {translate('resources.complaints.show.title', { id: record.id })}
            </DialogTitle>
            <DialogContent dividers>
                <Stack spacing={1.5}>
                    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                        <Typography variant="subtitle1" component="p">{record.Type}</Typography>
                        <ComplaintStatusBadge record={record} />
                    </Stack>
                    <Detail label={field('lab_name')}>{record.lab_name ?? '—'}</Detail>
                    <Detail label={field('patient_name')}>
                        {record.patient_name ?? '—'}{record.patient_email ? ` (${record.patient_email})` : ''}
                    </Detail>
                    <Detail label={field('Description')}>{record.Description}</Detail>
                    <Detail label={field('Response')}>{record.Response || translate('resources.complaints.show.no_response')}</Detail>
                    <Stack direction="row" spacing={4}>
                        <Detail label={field('created_at')}>{formatDate(record.created_at, locale)}</Detail>
                        <Detail label={field('resolved_at')}>{formatDate(record.resolved_at, locale)}</Detail>
                    </Stack>
                    <TextField
                        label={translate('resources.complaints.show.response')}
                        multiline
                        minRows={3}
                        fullWidth
                        value={response}
                        onChange={event => {
                            setResponse(event.target.value);
                            setError(false);
                        }}
                        error={error}
                        helperText={error ? translate('resources.complaints.show.required') : ' '}
                        slotProps={{ htmlInput: { maxLength: 2000 } }}
                    />
                    <FormControlLabel
                        control={<Checkbox checked={resolve} onChange={event => setResolve(event.target.checked)} />}
                        label={translate('resources.complaints.show.mark_resolved')}
                    />
                </Stack>
            </DialogContent>
            <DialogActions>
                <Button onClick={onClose}>{translate('resources.complaints.show.close')}</Button>
                <Button variant="contained" onClick={submit} disabled={isPending}>
                    {translate('resources.complaints.show.submit')}
                </Button>
            </DialogActions>
        </Dialog>
    );
};
