import { SnackbarContent, Typography } from '@mui/material';

/** A live notification's toast (top centre, see AppNotification): its title in bold, its body below. */
export const NotificationToast = ({ title, body }: { title: string; body: string }) => (
  <SnackbarContent
    role="status"
    message={
      <span data-testid="live-notification-toast">
        <Typography component="strong" variant="subtitle2" sx={{ display: 'block', fontWeight: 700 }}>
          {title}
        </Typography>
        <Typography component="span" variant="body2">
          {body}
        </Typography>
      </span>
    }
  />
);
