import RetryIcon from '@mui/icons-material/Refresh';
import { Box, Button, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

/**
 * A dashboard figure or card that could not be loaded: the message and a Retry button, in place of the figures (a
 * figure from an earlier answer is not shown as current).
 */
export const CardLoadError = ({ onRetry }: { onRetry: () => void }) => {
  const translate = useTranslate();
  return (
    <Box role="alert" sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
      <Typography color="error" variant="body2">
        {translate('app.dashboard.load_error')}
      </Typography>
      <Button
        size="small"
        color="inherit"
        startIcon={<RetryIcon />}
        onClick={event => {
          // Inside a card's link (the totals), Retry does not open the list.
          event.preventDefault();
          event.stopPropagation();
          onRetry();
        }}
      >
        {translate('app.load.retry')}
      </Button>
    </Box>
  );
};
