import { useState } from 'react';
import { Box, Button, Card, CardActions, CardContent } from '@mui/material';
import { Form, Title, useCreate, useTranslate, type HttpError } from 'react-admin';
import { useNavigate } from 'react-router-dom';

import { useToast } from '../../src/useToast';
import { TestInputs } from './TestInputs';
import type { TestFormValues } from './types';
import { translateServerErrors, validateTest } from './validateTest';

const LIST_PATH = '/testslist';

/** `/createtest` (SPEC §2 Tests): create form; after create and on Cancel back to the Test Inventory. */
export const TestCreate = () => {
    const translate = useTranslate();
    const navigate = useNavigate();
    const toast = useToast();
    const [create, { isPending }] = useCreate<TestFormValues & { id: number }, HttpError>();
    const [saving, setSaving] = useState(false);

    const submit = async (values: TestFormValues) => {
        setSaving(true);
        toast.progress('resources.tests.notifications.creating');
        try {
            await create('tests', { data: values }, { returnPromise: true });
            toast.success('resources.tests.notifications.created');
            navigate(LIST_PATH);
        } catch (error) {
            toast.error('resources.tests.notifications.create_error', undefined, error);
            setSaving(false);
            return translateServerErrors((error as HttpError)?.body?.errors);
        }
    };

    const cancel = () => {
        toast.error('resources.tests.notifications.create_cancelled');
        navigate(LIST_PATH);
    };

    return (
        <Box sx={{ maxWidth: 900 }}>
            <Title title="resources.tests.create.title" />
            <Card>
                <Form<TestFormValues> onSubmit={submit} validate={validateTest} mode="onTouched" disableInvalidFormNotification noValidate>
                    <CardContent>
                        <TestInputs />
                    </CardContent>
                    <CardActions sx={{ px: 2, pb: 2, gap: 1 }}>
                        <Button type="submit" variant="contained" loading={saving || isPending}>
                            {translate('resources.tests.create.submit')}
                        </Button>
                        <Button variant="outlined" color="inherit" onClick={cancel}>
                            {translate('resources.tests.create.cancel')}
                        </Button>
                    </CardActions>
                </Form>
            </Card>
        </Box>
    );
};
