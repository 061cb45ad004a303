import { useId, useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { Form, useTranslate, useUpdate, type HttpError } from 'react-admin';

import { useToast } from '../../src/useToast';
import { TestInputs } from './TestInputs';
import type { Test, TestFormValues } from './types';
import { translateServerErrors, validateTest } from './validateTest';

interface TestEditDialogProps {
    /** The test being edited; the dialog is closed when undefined. */
    record?: Test;
    onClose: () => void;
}

/** The edit modal of the Test Inventory: the create form's inputs and rules, SPEC §8 update toasts. */
export const TestEditDialog = ({ record, onClose }: TestEditDialogProps) => {
    const translate = useTranslate();
    const toast = useToast();
    const titleId = useId();
    const [update] = useUpdate<Test, HttpError>();
    const [saving, setSaving] = useState(false);

    const submit = async (values: TestFormValues) => {
        if (!record) return;
        setSaving(true);
        toast.progress('resources.tests.notifications.updating');
        try {
            await update(
                'tests',
                { id: record.id, data: values as Partial<Test>, previousData: record },
                { mutationMode: 'pessimistic', returnPromise: true },
            );
            toast.success('resources.tests.notifications.updated');
            onClose();
        } catch (error) {
            toast.error('resources.tests.notifications.update_error', undefined, error);
            return translateServerErrors((error as HttpError)?.body?.errors);
        } finally {
            setSaving(false);
        }
    };

    return (
        <Dialog open={record != null} onClose={saving ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth="md">
            {record && (
                <Form<TestFormValues>
                    record={record}
                    onSubmit={submit}
                    validate={validateTest}
                    mode="onTouched"
                    disableInvalidFormNotification
                    noValidate
                >
                    <DialogTitle id={titleId}>{translate('resources.tests.edit.title')}</DialogTitle>
                    <DialogContent dividers>
                        <TestInputs />
                    </DialogContent>
                    <DialogActions>
                        <Button color="inherit" onClick={onClose} disabled={saving}>
                            {translate('resources.tests.edit.cancel')}
                        </Button>
                        <Button type="submit" variant="contained" loading={saving}>
                            {translate('resources.tests.edit.submit')}
                        </Button>
                    </DialogActions>
                </Form>
            )}
        </Dialog>
    );
};
