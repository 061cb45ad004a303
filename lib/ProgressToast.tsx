import { SnackbarContent } from '@mui/material';
import { useEffect } from 'react';
import { useCloseNotification, useNotificationContext, useTranslate } from 'react-admin';

interface ProgressToastProps {
  message: string;
  messageArgs?: Record<string, unknown>;
}

/**
 * Content of a progress toast ('Logging in...'). It closes itself as soon as another toast is queued, so the
 * result ('Logged in successfully', 'Login failed') replaces it at once instead of waiting for it to expire.
 */
export const ProgressToast = ({ message, messageArgs }: ProgressToastProps) => {
  const translate = useTranslate();
  const close = useCloseNotification();
  const { notifications } = useNotificationContext();
  const hasNext = notifications.length > 0;

  useEffect(() => {
    if (hasNext) close();
  }, [hasNext, close]);

  return <SnackbarContent message={translate(message, messageArgs)} role="status" />;
};
