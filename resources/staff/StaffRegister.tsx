import { useState } from 'react';
import { Alert, Box, Button, Card, CardActions, CardContent } from '@mui/material';
import { Form, PasswordInput, TextInput, Title, useCreate, useTranslate, type HttpError } from 'react-admin';
import { useNavigate } from 'react-router-dom';

import { useToast } from '../../src/useToast';
import { CnicInput } from './CnicInput';
import { ContactInput } from './ContactInput';
import type { Staff, StaffRegisterValues } from './types';
import { translateServerErrors, validateStaffRegister } from './validateStaff';

const LIST_PATH = '/stafflist';

/**
 * `/registerstaff` (SPEC §2 Staff, §5, §8): on failure a red alert with the server's detail and the typed values
 * kept; after success and on Cancel back to the staff list.
 */
export const StaffRegister = () => {
    const translate = useTranslate();
    const navigate = useNavigate();
    const toast = useToast();
    const [create] = useCreate<Staff, HttpError>();
    const [saving, setSaving] = useState(false);
    const [failure, setFailure] = useState<string>();

    const submit = async (values: StaffRegisterValues) => {
        setFailure(undefined);
        setSaving(true);
        toast.progress('resources.staff.notifications.registering');
        try {
            await create('staff', { data: { ...values, email: values.email?.trim() } }, { returnPromise: true });
            toast.success('resources.staff.notifications.registered');
            navigate(LIST_PATH);
        } catch (error) {
            const httpError = error as HttpError;
            setFailure(httpError?.body?.detail ?? httpError?.message ?? 'resources.staff.notifications.register_error');
            toast.error('resources.staff.notifications.register_error', undefined, error);
            setSaving(false);
            return translateServerErrors(httpError?.body?.errors);
        }
    };

    const cancel = () => {
        toast.error('resources.staff.notifications.create_cancelled');
        navigate(LIST_PATH);
    };

    return (
        <Box sx={{ maxWidth: 700 }}>
            <Title title="resources.staff.register.title" />
            <Card>
                <Form<StaffRegisterValues>
                    onSubmit={submit}
                    validate={validateStaffRegister}
                    mode="onTouched"
                    disableInvalidFormNotification
                    noValidate
                >
                    <CardContent>
                        {failure && (
                            <Alert severity="error" variant="filled" sx={{ mb: 2 }}>
                                {translate(failure, { _: failure })}
                            </Alert>
                        )}
                        <TextInput source="name" autoComplete="name" helperText={false} />
                        <TextInput source="email" type="email" autoComplete="off" helperText={false} />
                        <PasswordInput source="password" autoComplete="new-password" helperText={false} />
                        <ContactInput />
                        <CnicInput />
                    </CardContent>
                    <CardActions sx={{ px: 2, pb: 2, gap: 1 }}>
                        <Button type="submit" variant="contained" loading={saving}>
                            {translate('resources.staff.register.submit')}
                        </Button>
                        <Button variant="outlined" color="inherit" onClick={cancel}>
                            {translate('resources.staff.register.cancel')}
                        </Button>
                    </CardActions>
                </Form>
            </Card>
        </Box>
    );
};
