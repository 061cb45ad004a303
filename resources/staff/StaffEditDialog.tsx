import { useId, useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { Form, TextInput, useTranslate, useUpdate, type HttpError } from 'react-admin';

import { useToast } from '../../src/useToast';
import { CnicInput } from './CnicInput';
import { ContactInput } from './ContactInput';
import type { Staff, StaffEditValues } from './types';
import { translateServerErrors, validateStaffEdit } from './validateStaff';

interface StaffEditDialogProps {
    /** The staff member being edited; the dialog is closed when undefined. */
    record?: Staff;
    onClose: () => void;
}

/** The edit modal of the staff list (SPEC §5 "Edit staff": email read-only; SPEC §8 update toasts). */
export const StaffEditDialog = ({ record, onClose }: StaffEditDialogProps) => {
    const translate = useTranslate();
    const toast = useToast();
    const titleId = useId();
    const [update] = useUpdate<Staff, HttpError>();
    const [saving, setSaving] = useState(false);

    const submit = async ({ name, contact_number, CNIC }: StaffEditValues) => {
        if (!record) return;
        setSaving(true);
        toast.progress('resources.staff.notifications.updating');
        try {
            await update(
                'staff',
                { id: record.id, data: { name, contact_number, CNIC }, previousData: record },
                { mutationMode: 'pessimistic', returnPromise: true },
            );
            toast.success('resources.staff.notifications.updated');
            onClose();
        } catch (error) {
            toast.error('resources.staff.notifications.update_error', undefined, error);
            return translateServerErrors((error as HttpError)?.body?.errors);
        } finally {
            setSaving(false);
        }
    };

    return (
        <Dialog open={record != null} onClose={saving ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
            {record && (
                <Form<StaffEditValues>
                    record={record}
                    onSubmit={submit}
                    validate={validateStaffEdit}
                    mode="onTouched"
                    disableInvalidFormNotification
                    noValidate
                >
                    <DialogTitle id={titleId}>{translate('resources.staff.edit.title')}</DialogTitle>
                    <DialogContent dividers>
                        <TextInput source="email" readOnly helperText={false} />
                        <TextInput source="name" helperText={false} />
                        <ContactInput />
                        <CnicInput />
                    </DialogContent>
                    <DialogActions>
                        <Button color="inherit" onClick={onClose} disabled={saving}>
                            {translate('resources.staff.edit.cancel')}
                        </Button>
                        <Button type="submit" variant="contained" loading={saving}>
                            {translate('resources.staff.edit.submit')}
                        </Button>
                    </DialogActions>
                </Form>
            )}
        </Dialog>
    );
};
