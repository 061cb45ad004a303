import NotificationsIcon from '@mui/icons-material/NotificationsOutlined';
import RetryIcon from '@mui/icons-material/Refresh';
import {
  Alert,
  Badge,
  Box,
  Button,
  Divider,
  IconButton,
  List,
  ListItem,
  ListItemButton,
  ListItemText,
  Popover,
  Stack,
  Tooltip,
  Typography,
} from '@mui/material';
import { useGetList, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';

import { BELL_UNREAD_LIMIT, NOTIFICATION_DROPDOWN_HEIGHT, NOTIFICATION_POLL_MS } from '../../lib/config';
import { useFormatters } from '../../lib/format';
import type { AppNotificationRecord } from '../../resources/notifications/targets';
import { useNotificationDate, useNotificationText } from '../../resources/notifications/text';
import { useOpenNotification } from '../../resources/notifications/useOpenNotification';
import { useLiveNotifications, usePushNotifications } from '../notifications/live';
import { useMenuAnchor } from './useMenuAnchor';

const NOTIFICATIONS_PATH = '/notifications';

/** One unread notification of the dropdown: its title, text and date. */
const UnreadItem = ({ notification, onClick }: { notification: AppNotificationRecord; onClick: () => void }) => {
  const date = useNotificationDate();
  const { title, body } = useNotificationText()(notification);
  return (
    <ListItem disablePadding divider>
      <ListItemButton onClick={onClick}>
        <ListItemText
          primary={title}
          secondary={
            <>
              <Typography component="span" variant="body2" sx={{ display: 'block' }} noWrap>
                {body}
              </Typography>
              <Typography component="span" variant="caption">
                {date(notification.Date)}
              </Typography>
            </>
          }
          slotProps={{ primary: { sx: { fontWeight: 600 } } }}
        />
      </ListItemButton>
    </ListItem>
  );
};

/** The newest unread notifications first; the badge counts them all (the reply's total), the dropdown lists a page. */
const UNREAD_PAGE = {
  filter: { unread: true },
  pagination: { page: 1, perPage: BELL_UNREAD_LIMIT },
  sort: { field: 'Date', order: 'DESC' as const },
};

/**
 * Top-bar bell (SPEC §2 Notifications): unread count badge and dropdown, kept live by the notification stream
 * (a slow poll remains as a fallback). Clicking a notification marks it read and opens its target. It asks for one
 * page of the unread list, not all of it: an administrator of a large marketplace has tens of thousands unread
 * (docs/PERFORMANCE.md, "The bell asks for one page").
 */
export const NotificationBell = () => {
  const translate = useTranslate();
  const { close, buttonProps, menuProps } = useMenuAnchor();
  const status = useLiveNotifications();
  usePushNotifications();
  const openNotification = useOpenNotification();
  const { number } = useFormatters();
  const {
    data = [],
    total,
    error,
    refetch,
  } = useGetList<AppNotificationRecord>('notifications', UNREAD_PAGE, {
    refetchInterval: NOTIFICATION_POLL_MS,
  });
  const count = total ?? data.length;
  // A failed refresh keeps the last answer on screen (react-query): the bell says so instead of passing it as current.
  const stale = error ? translate('app.topbar.not_refreshed') : '';
  const label = [translate('app.topbar.unread_count', { smart_count: count }), stale].filter(Boolean).join('. ');

  return (
    <>
      <Tooltip title={stale || translate('app.topbar.notifications')}>
        <IconButton color="inherit" aria-label={label} data-live={status} {...buttonProps}>
          <Badge
            badgeContent={count}
            color={stale ? 'default' : 'error'}
            max={99}
            data-testid="notification-badge"
            data-stale={stale ? 'true' : undefined}
          >
            <NotificationsIcon />
          </Badge>
        </IconButton>
      </Tooltip>
      <Popover
        {...menuProps}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{
          paper: { sx: { width: 340, maxWidth: 'calc(100vw - 16px)' }, role: 'dialog', 'aria-label': label },
        }}
      >
        <Stack direction="row" sx={{ px: 2, py: 1.5, alignItems: 'center', justifyContent: 'space-between' }}>
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
            {translate('app.topbar.notifications')}
          </Typography>
          <Button component={Link} to={NOTIFICATIONS_PATH} onClick={close} size="small">
            {translate('app.topbar.view_all')}
          </Button>
        </Stack>
        <Divider />
        {stale && (
          <Alert
            severity="warning"
            sx={{ borderRadius: 0 }}
            action={
              <Button color="inherit" size="small" startIcon={<RetryIcon />} onClick={() => void refetch()}>
                {translate('app.load.retry')}
              </Button>
            }
          >
            {stale}
          </Alert>
        )}
        <Box
          sx={{ height: NOTIFICATION_DROPDOWN_HEIGHT, overflowY: 'auto' }}
          data-testid="notification-scroll"
          tabIndex={-1}
        >
          {count === 0 ? (
            <Typography sx={{ p: 2, color: 'text.secondary' }}>{translate('app.topbar.no_unread')}</Typography>
          ) : (
            <List dense disablePadding aria-label={label}>
              {data.map(notification => (
                <UnreadItem
                  key={notification.id}
                  notification={notification}
                  onClick={() => {
                    close();
                    void openNotification(notification);
                  }}
                />
              ))}
            </List>
          )}
          {count > data.length && (
            <Button
              component={Link}
              to={`${NOTIFICATIONS_PATH}?view=unread`}
              onClick={close}
              size="small"
              fullWidth
              sx={{ py: 1 }}
            >
              {translate('app.topbar.newest_unread', { shown: number(data.length), total: number(count) })}
            </Button>
          )}
        </Box>
        <Divider />
        <Button component={Link} to={`${NOTIFICATIONS_PATH}?view=read`} onClick={close} fullWidth sx={{ py: 1 }}>
          {translate('resources.notifications.view_previous')}
        </Button>
      </Popover>
    </>
  );
};
