import { Button, Stack, TextField } from '@mui/material';
import { useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';

import type { LabHubDataProvider } from '../../dataProvider';
import { useToast } from '../../src/useToast';
import type { LabReview } from './types';

/** The lab's reply box under one review (replyReview). */
export const ReviewReplyForm = ({ review, onReplied }: { review: LabReview; onReplied: () => void }) => {
    const translate = useTranslate();
    const dataProvider = useDataProvider<LabHubDataProvider>();
    const toast = useToast();
    const [reply, setReply] = useState(review.Reply ?? '');
    const [saving, setSaving] = useState(false);
    const submit = async () => {
        if (!reply.trim()) return;
        setSaving(true);
        try {
            await dataProvider.replyReview(review.id, reply.trim());
            toast.success('resources.labs.notifications.replied');
            onReplied();
        } catch (error) {
            toast.error('resources.labs.notifications.reply_error', undefined, error);
        } finally {
            setSaving(false);
        }
    };
    return (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mt: 1, alignItems: { sm: 'flex-start' } }}>
            <TextField
                size="small"
                fullWidth
                multiline
                label={translate('resources.labs.profile.reply_label')}
                value={reply}
                onChange={event => setReply(event.target.value)}
                slotProps={{ htmlInput: { maxLength: 1000 } }}
            />
            <Button variant="outlined" onClick={submit} disabled={saving || !reply.trim()}>
                {translate('resources.labs.profile.reply_submit')}
            </Button>
        </Stack>
    );
};
