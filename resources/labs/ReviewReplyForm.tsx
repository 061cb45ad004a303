import { Button, Stack, TextField } from '@mui/material';
import { useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';

import type { LabHubDataProvider } from '../../dataProvider';
import { useToast } from '../../lib/useToast';
import type { LabReview } from './types';

/**
 * The lab's reply box under one review (the reviews' `update`: POST /Feedbacks/replyreview/{id}). A review already
 * answered shows its reply once (above, in the review) and only an 'Edit reply' button here, which opens the box with the reply to change it.
 */
export const ReviewReplyForm = ({ review, onReplied }: { review: LabReview; onReplied: () => void }) => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<LabHubDataProvider>();
  const toast = useToast();
  const [editing, setEditing] = useState(!review.Reply);
  const [reply, setReply] = useState(review.Reply ?? '');
  const [saving, setSaving] = useState(false);
  const submit = async () => {
    if (!reply.trim()) return;
    setSaving(true);
    try {
      await dataProvider.update('reviews', { id: review.id, data: { Reply: reply.trim() }, previousData: review });
      toast.success('resources.labs.notifications.replied');
      setEditing(false);
      onReplied();
    } catch (error) {
      toast.error('resources.labs.notifications.reply_error', undefined, error);
    } finally {
      setSaving(false);
    }
  };
  if (!editing) {
    return (
      <Button size="small" sx={{ mt: 1 }} onClick={() => setEditing(true)}>
        {translate('resources.labs.profile.reply_edit')}
      </Button>
    );
  }
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
      <Button variant="outlined" onClick={() => void submit()} disabled={saving || !reply.trim()}>
        {translate('resources.labs.profile.reply_submit')}
      </Button>
      {review.Reply && (
        <Button
          color="inherit"
          onClick={() => {
            setReply(review.Reply ?? '');
            setEditing(false);
          }}
          disabled={saving}
        >
          {translate('resources.labs.profile.reply_cancel')}
        </Button>
      )}
    </Stack>
  );
};
